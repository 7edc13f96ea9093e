export const id = 618;
export const ids = [618];
export const modules = {

/***/ 2618:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $brand: () => (/* reexport */ core/* $brand */._e),
  $input: () => (/* reexport */ registries/* $input */.nP),
  $output: () => (/* reexport */ registries/* $output */.UY),
  INVALID: () => (/* reexport */ INVALID),
  NEVER: () => (/* reexport */ core/* NEVER */.tm),
  TimePrecision: () => (/* reexport */ api/* TimePrecision */.So),
  ZodAny: () => (/* reexport */ classic_schemas.ZodAny),
  ZodArray: () => (/* reexport */ classic_schemas.ZodArray),
  ZodBase64: () => (/* reexport */ classic_schemas.ZodBase64),
  ZodBase64URL: () => (/* reexport */ classic_schemas.ZodBase64URL),
  ZodBigInt: () => (/* reexport */ classic_schemas.ZodBigInt),
  ZodBigIntFormat: () => (/* reexport */ classic_schemas.ZodBigIntFormat),
  ZodBoolean: () => (/* reexport */ classic_schemas.ZodBoolean),
  ZodCIDRv4: () => (/* reexport */ classic_schemas.ZodCIDRv4),
  ZodCIDRv6: () => (/* reexport */ classic_schemas.ZodCIDRv6),
  ZodCUID: () => (/* reexport */ classic_schemas.ZodCUID),
  ZodCUID2: () => (/* reexport */ classic_schemas.ZodCUID2),
  ZodCatch: () => (/* reexport */ classic_schemas.ZodCatch),
  ZodCodec: () => (/* reexport */ classic_schemas.ZodCodec),
  ZodCompileAsyncError: () => (/* reexport */ ZodCompileAsyncError),
  ZodCompileUnsupportedError: () => (/* reexport */ ZodCompileUnsupportedError),
  ZodCreditCard: () => (/* reexport */ classic_schemas.ZodCreditCard),
  ZodCustom: () => (/* reexport */ classic_schemas.ZodCustom),
  ZodCustomStringFormat: () => (/* reexport */ classic_schemas.ZodCustomStringFormat),
  ZodDate: () => (/* reexport */ classic_schemas.ZodDate),
  ZodDefault: () => (/* reexport */ classic_schemas.ZodDefault),
  ZodDiscriminatedUnion: () => (/* reexport */ classic_schemas.ZodDiscriminatedUnion),
  ZodE164: () => (/* reexport */ classic_schemas.ZodE164),
  ZodEmail: () => (/* reexport */ classic_schemas.ZodEmail),
  ZodEmoji: () => (/* reexport */ classic_schemas.ZodEmoji),
  ZodEnum: () => (/* reexport */ classic_schemas.ZodEnum),
  ZodError: () => (/* reexport */ classic_errors/* ZodError */.G),
  ZodExactOptional: () => (/* reexport */ classic_schemas.ZodExactOptional),
  ZodFile: () => (/* reexport */ classic_schemas.ZodFile),
  ZodFirstPartyTypeKind: () => (/* reexport */ ZodFirstPartyTypeKind),
  ZodFunction: () => (/* reexport */ classic_schemas.ZodFunction),
  ZodGUID: () => (/* reexport */ classic_schemas.ZodGUID),
  ZodIBAN: () => (/* reexport */ classic_schemas.ZodIBAN),
  ZodIPv4: () => (/* reexport */ classic_schemas.ZodIPv4),
  ZodIPv6: () => (/* reexport */ classic_schemas.ZodIPv6),
  ZodISODate: () => (/* reexport */ classic_schemas.ZodISODate),
  ZodISODateTime: () => (/* reexport */ classic_schemas.ZodISODateTime),
  ZodISODuration: () => (/* reexport */ classic_schemas.ZodISODuration),
  ZodISOTime: () => (/* reexport */ classic_schemas.ZodISOTime),
  ZodInstanceOf: () => (/* reexport */ classic_schemas.ZodInstanceOf),
  ZodIntersection: () => (/* reexport */ classic_schemas.ZodIntersection),
  ZodIssueCode: () => (/* reexport */ ZodIssueCode),
  ZodJWT: () => (/* reexport */ classic_schemas.ZodJWT),
  ZodKSUID: () => (/* reexport */ classic_schemas.ZodKSUID),
  ZodLazy: () => (/* reexport */ classic_schemas.ZodLazy),
  ZodLiteral: () => (/* reexport */ classic_schemas.ZodLiteral),
  ZodMAC: () => (/* reexport */ classic_schemas.ZodMAC),
  ZodMap: () => (/* reexport */ classic_schemas.ZodMap),
  ZodNaN: () => (/* reexport */ classic_schemas.ZodNaN),
  ZodNanoID: () => (/* reexport */ classic_schemas.ZodNanoID),
  ZodNever: () => (/* reexport */ classic_schemas.ZodNever),
  ZodNonOptional: () => (/* reexport */ classic_schemas.ZodNonOptional),
  ZodNull: () => (/* reexport */ classic_schemas.ZodNull),
  ZodNullable: () => (/* reexport */ classic_schemas.ZodNullable),
  ZodNumber: () => (/* reexport */ classic_schemas.ZodNumber),
  ZodNumberFormat: () => (/* reexport */ classic_schemas.ZodNumberFormat),
  ZodObject: () => (/* reexport */ classic_schemas.ZodObject),
  ZodOptional: () => (/* reexport */ classic_schemas.ZodOptional),
  ZodPipe: () => (/* reexport */ classic_schemas.ZodPipe),
  ZodPrefault: () => (/* reexport */ classic_schemas.ZodPrefault),
  ZodPreprocess: () => (/* reexport */ classic_schemas.ZodPreprocess),
  ZodPromise: () => (/* reexport */ classic_schemas.ZodPromise),
  ZodReadonly: () => (/* reexport */ classic_schemas.ZodReadonly),
  ZodRealError: () => (/* reexport */ classic_errors/* ZodRealError */.g),
  ZodRecord: () => (/* reexport */ classic_schemas.ZodRecord),
  ZodSet: () => (/* reexport */ classic_schemas.ZodSet),
  ZodString: () => (/* reexport */ classic_schemas.ZodString),
  ZodStringFormat: () => (/* reexport */ classic_schemas.ZodStringFormat),
  ZodSuccess: () => (/* reexport */ classic_schemas.ZodSuccess),
  ZodSymbol: () => (/* reexport */ classic_schemas.ZodSymbol),
  ZodTemplateLiteral: () => (/* reexport */ classic_schemas.ZodTemplateLiteral),
  ZodTransform: () => (/* reexport */ classic_schemas.ZodTransform),
  ZodTuple: () => (/* reexport */ classic_schemas.ZodTuple),
  ZodType: () => (/* reexport */ classic_schemas.ZodType),
  ZodULID: () => (/* reexport */ classic_schemas.ZodULID),
  ZodURL: () => (/* reexport */ classic_schemas.ZodURL),
  ZodUUID: () => (/* reexport */ classic_schemas.ZodUUID),
  ZodUndefined: () => (/* reexport */ classic_schemas.ZodUndefined),
  ZodUnion: () => (/* reexport */ classic_schemas.ZodUnion),
  ZodUnknown: () => (/* reexport */ classic_schemas.ZodUnknown),
  ZodVoid: () => (/* reexport */ classic_schemas.ZodVoid),
  ZodXID: () => (/* reexport */ classic_schemas.ZodXID),
  ZodXor: () => (/* reexport */ classic_schemas.ZodXor),
  _ZodString: () => (/* reexport */ classic_schemas._ZodString),
  _default: () => (/* reexport */ classic_schemas._default),
  _function: () => (/* reexport */ classic_schemas._function),
  any: () => (/* reexport */ classic_schemas.any),
  array: () => (/* reexport */ classic_schemas.array),
  base64: () => (/* reexport */ classic_schemas.base64),
  base64url: () => (/* reexport */ classic_schemas.base64url),
  bigint: () => (/* reexport */ classic_schemas.bigint),
  boolean: () => (/* reexport */ classic_schemas.boolean),
  "catch": () => (/* reexport */ classic_schemas["catch"]),
  check: () => (/* reexport */ classic_schemas.check),
  cidrv4: () => (/* reexport */ classic_schemas.cidrv4),
  cidrv6: () => (/* reexport */ classic_schemas.cidrv6),
  clone: () => (/* reexport */ util.clone),
  codec: () => (/* reexport */ classic_schemas.codec),
  coerce: () => (/* reexport */ coerce_namespaceObject),
  compile: () => (/* reexport */ compile),
  config: () => (/* reexport */ core/* config */.$W),
  core: () => (/* reexport */ core_namespaceObject),
  creditCard: () => (/* reexport */ classic_schemas.creditCard),
  cuid: () => (/* reexport */ classic_schemas.cuid),
  cuid2: () => (/* reexport */ classic_schemas.cuid2),
  currencyCode: () => (/* reexport */ classic_schemas.currencyCode),
  custom: () => (/* reexport */ classic_schemas.custom),
  date: () => (/* reexport */ classic_schemas.date),
  decode: () => (/* reexport */ classic_parse/* decode */.D4),
  decodeAsync: () => (/* reexport */ classic_parse/* decodeAsync */.Re),
  deepPartial: () => (/* reexport */ deepPartial),
  "default": () => (/* reexport */ external_namespaceObject),
  describe: () => (/* reexport */ classic_schemas.describe),
  discriminatedUnion: () => (/* reexport */ classic_schemas.discriminatedUnion),
  e164: () => (/* reexport */ classic_schemas.e164),
  email: () => (/* reexport */ classic_schemas.email),
  emoji: () => (/* reexport */ classic_schemas.emoji),
  encode: () => (/* reexport */ classic_parse/* encode */.lF),
  encodeAsync: () => (/* reexport */ classic_parse/* encodeAsync */.X$),
  endsWith: () => (/* reexport */ api/* _endsWith */.ER),
  "enum": () => (/* reexport */ classic_schemas["enum"]),
  exactOptional: () => (/* reexport */ classic_schemas.exactOptional),
  file: () => (/* reexport */ classic_schemas.file),
  flattenError: () => (/* reexport */ errors/* flattenError */.JM),
  float32: () => (/* reexport */ classic_schemas.float32),
  float64: () => (/* reexport */ classic_schemas.float64),
  formatError: () => (/* reexport */ errors/* formatError */.Wk),
  fromJSONSchema: () => (/* reexport */ fromJSONSchema),
  "function": () => (/* reexport */ classic_schemas["function"]),
  getDiscriminatedOption: () => (/* reexport */ schemas/* getDiscriminatedOption */.IB),
  getErrorMap: () => (/* reexport */ getErrorMap),
  globalRegistry: () => (/* reexport */ registries/* globalRegistry */.fd),
  gt: () => (/* reexport */ api/* _gt */.Tx),
  gte: () => (/* reexport */ api/* _gte */.qm),
  guid: () => (/* reexport */ classic_schemas.guid),
  hash: () => (/* reexport */ classic_schemas.hash),
  hex: () => (/* reexport */ classic_schemas.hex),
  hostname: () => (/* reexport */ classic_schemas.hostname),
  httpUrl: () => (/* reexport */ classic_schemas.httpUrl),
  iban: () => (/* reexport */ classic_schemas.iban),
  includes: () => (/* reexport */ api/* _includes */.dR),
  input: () => (/* reexport */ input),
  "instanceof": () => (/* reexport */ classic_schemas["instanceof"]),
  int: () => (/* reexport */ classic_schemas.int),
  int32: () => (/* reexport */ classic_schemas.int32),
  int64: () => (/* reexport */ classic_schemas.int64),
  intersection: () => (/* reexport */ classic_schemas.intersection),
  invertCodec: () => (/* reexport */ classic_schemas.invertCodec),
  ipv4: () => (/* reexport */ classic_schemas.ipv4),
  ipv6: () => (/* reexport */ classic_schemas.ipv6),
  iso: () => (/* reexport */ iso_namespaceObject),
  json: () => (/* reexport */ classic_schemas.json),
  jwt: () => (/* reexport */ classic_schemas.jwt),
  keyof: () => (/* reexport */ classic_schemas.keyof),
  ksuid: () => (/* reexport */ classic_schemas.ksuid),
  lazy: () => (/* reexport */ classic_schemas.lazy),
  length: () => (/* reexport */ api/* _length */.YA),
  literal: () => (/* reexport */ classic_schemas.literal),
  locales: () => (/* reexport */ locales_namespaceObject),
  looseObject: () => (/* reexport */ classic_schemas.looseObject),
  looseRecord: () => (/* reexport */ classic_schemas.looseRecord),
  lowercase: () => (/* reexport */ api/* _lowercase */.hH),
  lt: () => (/* reexport */ api/* _lt */.Au),
  lte: () => (/* reexport */ api/* _lte */.Zm),
  mac: () => (/* reexport */ classic_schemas.mac),
  map: () => (/* reexport */ classic_schemas.map),
  maxLength: () => (/* reexport */ api/* _maxLength */.Eb),
  maxSize: () => (/* reexport */ api/* _maxSize */.vL),
  memoizer: () => (/* reexport */ memoizer/* memoizer */.x3),
  meta: () => (/* reexport */ classic_schemas.meta),
  mime: () => (/* reexport */ api/* _mime */.GZ),
  minLength: () => (/* reexport */ api/* _minLength */.m9),
  minSize: () => (/* reexport */ api/* _minSize */.Nd),
  multipleOf: () => (/* reexport */ api/* _multipleOf */.Hi),
  nan: () => (/* reexport */ classic_schemas.nan),
  nanoid: () => (/* reexport */ classic_schemas.nanoid),
  nativeEnum: () => (/* reexport */ classic_schemas.nativeEnum),
  negative: () => (/* reexport */ api/* _negative */.bR),
  never: () => (/* reexport */ classic_schemas.never),
  nonnegative: () => (/* reexport */ api/* _nonnegative */.UI),
  nonoptional: () => (/* reexport */ classic_schemas.nonoptional),
  nonpositive: () => (/* reexport */ api/* _nonpositive */.ej),
  normalize: () => (/* reexport */ api/* _normalize */.lo),
  "null": () => (/* reexport */ classic_schemas["null"]),
  nullable: () => (/* reexport */ classic_schemas.nullable),
  nullish: () => (/* reexport */ classic_schemas.nullish),
  number: () => (/* reexport */ classic_schemas.number),
  object: () => (/* reexport */ classic_schemas.object),
  optional: () => (/* reexport */ classic_schemas.optional),
  output: () => (/* reexport */ output),
  overwrite: () => (/* reexport */ api/* _overwrite */.bS),
  parse: () => (/* reexport */ classic_parse/* parse */.qg),
  parseAsync: () => (/* reexport */ classic_parse/* parseAsync */.EJ),
  partialRecord: () => (/* reexport */ classic_schemas.partialRecord),
  pipe: () => (/* reexport */ classic_schemas.pipe),
  positive: () => (/* reexport */ api/* _positive */.NC),
  prefault: () => (/* reexport */ classic_schemas.prefault),
  preprocess: () => (/* reexport */ classic_schemas.preprocess),
  prettifyError: () => (/* reexport */ errors/* prettifyError */.S1),
  promise: () => (/* reexport */ classic_schemas.promise),
  properties: () => (/* reexport */ api/* _properties */.T2),
  property: () => (/* reexport */ api/* _property */.Jf),
  readonly: () => (/* reexport */ classic_schemas.readonly),
  record: () => (/* reexport */ classic_schemas.record),
  refine: () => (/* reexport */ classic_schemas.refine),
  regex: () => (/* reexport */ api/* _regex */.Fk),
  regexes: () => (/* reexport */ regexes),
  registry: () => (/* reexport */ registries/* registry */.u5),
  safeDecode: () => (/* reexport */ classic_parse/* safeDecode */.ex),
  safeDecodeAsync: () => (/* reexport */ classic_parse/* safeDecodeAsync */.yR),
  safeEncode: () => (/* reexport */ classic_parse/* safeEncode */.wy),
  safeEncodeAsync: () => (/* reexport */ classic_parse/* safeEncodeAsync */.EM),
  safeParse: () => (/* reexport */ classic_parse/* safeParse */.xL),
  safeParseAsync: () => (/* reexport */ classic_parse/* safeParseAsync */.bp),
  set: () => (/* reexport */ classic_schemas.set),
  setErrorMap: () => (/* reexport */ setErrorMap),
  size: () => (/* reexport */ api/* _size */.d$),
  slugify: () => (/* reexport */ api/* _slugify */.TL),
  startsWith: () => (/* reexport */ api/* _startsWith */.$S),
  strictObject: () => (/* reexport */ classic_schemas.strictObject),
  string: () => (/* reexport */ classic_schemas.string),
  stringFormat: () => (/* reexport */ classic_schemas.stringFormat),
  stringbool: () => (/* reexport */ classic_schemas.stringbool),
  success: () => (/* reexport */ classic_schemas.success),
  superRefine: () => (/* reexport */ classic_schemas.superRefine),
  symbol: () => (/* reexport */ classic_schemas.symbol),
  templateLiteral: () => (/* reexport */ classic_schemas.templateLiteral),
  toJSONSchema: () => (/* reexport */ json_schema_processors/* toJSONSchema */.bl),
  toLowerCase: () => (/* reexport */ api/* _toLowerCase */.Il),
  toUpperCase: () => (/* reexport */ api/* _toUpperCase */.xY),
  toZod: () => (/* reexport */ util.toZod),
  transform: () => (/* reexport */ classic_schemas.transform),
  treeifyError: () => (/* reexport */ errors/* treeifyError */.ZC),
  trim: () => (/* reexport */ api/* _trim */.WN),
  tuple: () => (/* reexport */ classic_schemas.tuple),
  uint32: () => (/* reexport */ classic_schemas.uint32),
  uint64: () => (/* reexport */ classic_schemas.uint64),
  ulid: () => (/* reexport */ classic_schemas.ulid),
  undefined: () => (/* reexport */ classic_schemas.undefined),
  union: () => (/* reexport */ classic_schemas.union),
  unknown: () => (/* reexport */ classic_schemas.unknown),
  uppercase: () => (/* reexport */ api/* _uppercase */.qF),
  url: () => (/* reexport */ classic_schemas.url),
  util: () => (/* reexport */ util),
  uuid: () => (/* reexport */ classic_schemas.uuid),
  uuidv4: () => (/* reexport */ classic_schemas.uuidv4),
  uuidv6: () => (/* reexport */ classic_schemas.uuidv6),
  uuidv7: () => (/* reexport */ classic_schemas.uuidv7),
  validate: () => (/* reexport */ classic_parse/* validate */.tf),
  validateAsync: () => (/* reexport */ classic_parse/* validateAsync */.F0),
  "void": () => (/* reexport */ classic_schemas["void"]),
  withParser: () => (/* reexport */ withParser),
  xid: () => (/* reexport */ classic_schemas.xid),
  xor: () => (/* reexport */ classic_schemas.xor),
  z: () => (/* reexport */ external_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/locales/index.js
var locales_namespaceObject = {};
__webpack_require__.r(locales_namespaceObject);
__webpack_require__.d(locales_namespaceObject, {
  ar: () => (ar),
  az: () => (az),
  be: () => (be),
  bg: () => (bg),
  bn: () => (bn),
  ca: () => (ca),
  ckb: () => (ckb),
  cs: () => (cs),
  da: () => (da),
  de: () => (de),
  el: () => (el),
  en: () => (en/* default */.A),
  eo: () => (eo),
  es: () => (es),
  fa: () => (fa),
  fi: () => (fi),
  fr: () => (fr),
  frCA: () => (fr_CA),
  gu: () => (gu),
  he: () => (he),
  hi: () => (hi),
  hr: () => (hr),
  hu: () => (hu),
  hy: () => (hy),
  id: () => (id),
  is: () => (is),
  it: () => (it),
  ja: () => (ja),
  ka: () => (ka),
  kh: () => (kh),
  km: () => (km),
  kn: () => (kn),
  ko: () => (ko),
  lt: () => (lt),
  mk: () => (mk),
  ms: () => (ms),
  ne: () => (ne),
  nl: () => (nl),
  nn: () => (nn),
  no: () => (no),
  ota: () => (ota),
  pl: () => (pl),
  ps: () => (ps),
  pt: () => (pt),
  ptBR: () => (pt_BR),
  ro: () => (ro),
  ru: () => (ru),
  sk: () => (sk),
  sl: () => (sl),
  sv: () => (sv),
  ta: () => (ta),
  tg: () => (tg),
  th: () => (th),
  tk: () => (tk),
  tr: () => (tr),
  ua: () => (ua),
  uk: () => (uk),
  ur: () => (ur),
  uz: () => (uz),
  vi: () => (vi),
  yo: () => (yo),
  zhCN: () => (zh_CN),
  zhTW: () => (zh_TW)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/core/json-schema.js
var json_schema_namespaceObject = {};
__webpack_require__.r(json_schema_namespaceObject);

// NAMESPACE OBJECT: ./node_modules/zod/v4/core/index.js
var core_namespaceObject = {};
__webpack_require__.r(core_namespaceObject);
__webpack_require__.d(core_namespaceObject, {
  $ZodAny: () => (schemas/* $ZodAny */.Gb),
  $ZodArray: () => (schemas/* $ZodArray */.$p),
  $ZodAsyncError: () => (core/* $ZodAsyncError */.GT),
  $ZodBase64: () => (schemas/* $ZodBase64 */.Dq),
  $ZodBase64URL: () => (schemas/* $ZodBase64URL */.CQ),
  $ZodBigInt: () => (schemas/* $ZodBigInt */.BN),
  $ZodBigIntFormat: () => (schemas/* $ZodBigIntFormat */.IT),
  $ZodBoolean: () => (schemas/* $ZodBoolean */.sF),
  $ZodCIDRv4: () => (schemas/* $ZodCIDRv4 */.CI),
  $ZodCIDRv6: () => (schemas/* $ZodCIDRv6 */.Cn),
  $ZodCUID: () => (schemas/* $ZodCUID */.bl),
  $ZodCUID2: () => (schemas/* $ZodCUID2 */.Zu),
  $ZodCatch: () => (schemas/* $ZodCatch */.t$),
  $ZodCheck: () => (checks/* $ZodCheck */.QP),
  $ZodCheckBigIntFormat: () => (checks/* $ZodCheckBigIntFormat */.uE),
  $ZodCheckEndsWith: () => (checks/* $ZodCheckEndsWith */.E6),
  $ZodCheckGreaterThan: () => (checks/* $ZodCheckGreaterThan */.J_),
  $ZodCheckIncludes: () => (checks/* $ZodCheckIncludes */.Tt),
  $ZodCheckLengthEquals: () => (checks/* $ZodCheckLengthEquals */.RM),
  $ZodCheckLessThan: () => (checks/* $ZodCheckLessThan */.sm),
  $ZodCheckLowerCase: () => (checks/* $ZodCheckLowerCase */.NI),
  $ZodCheckMaxLength: () => (checks/* $ZodCheckMaxLength */.Yk),
  $ZodCheckMaxSize: () => (checks/* $ZodCheckMaxSize */.j2),
  $ZodCheckMimeType: () => (checks/* $ZodCheckMimeType */.sj),
  $ZodCheckMinLength: () => (checks/* $ZodCheckMinLength */.Kk),
  $ZodCheckMinSize: () => (checks/* $ZodCheckMinSize */.PH),
  $ZodCheckMultipleOf: () => (checks/* $ZodCheckMultipleOf */.Jk),
  $ZodCheckNumberFormat: () => (checks/* $ZodCheckNumberFormat */.KH),
  $ZodCheckOverwrite: () => (checks/* $ZodCheckOverwrite */.v$),
  $ZodCheckProperties: () => (checks/* $ZodCheckProperties */.nJ),
  $ZodCheckProperty: () => (checks/* $ZodCheckProperty */.XF),
  $ZodCheckRegex: () => (checks/* $ZodCheckRegex */.DG),
  $ZodCheckSizeEquals: () => (checks/* $ZodCheckSizeEquals */.e2),
  $ZodCheckStartsWith: () => (checks/* $ZodCheckStartsWith */.J),
  $ZodCheckStringFormat: () => (checks/* $ZodCheckStringFormat */.ql),
  $ZodCheckUpperCase: () => (checks/* $ZodCheckUpperCase */.kH),
  $ZodCodec: () => (schemas/* $ZodCodec */.YY),
  $ZodCreditCard: () => (schemas/* $ZodCreditCard */.ZZ),
  $ZodCustom: () => (schemas/* $ZodCustom */.b0),
  $ZodCustomStringFormat: () => (schemas/* $ZodCustomStringFormat */.ZQ),
  $ZodCyclicError: () => (memoizer/* $ZodCyclicError */.H0),
  $ZodDate: () => (schemas/* $ZodDate */.o5),
  $ZodDefault: () => (schemas/* $ZodDefault */.rv),
  $ZodDiscriminatedUnion: () => (schemas/* $ZodDiscriminatedUnion */.P0),
  $ZodE164: () => (schemas/* $ZodE164 */.Oy),
  $ZodEmail: () => (schemas/* $ZodEmail */.qG),
  $ZodEmoji: () => (schemas/* $ZodEmoji */.cG),
  $ZodEncodeError: () => (core/* $ZodEncodeError */.cV),
  $ZodEnum: () => (schemas/* $ZodEnum */.VO),
  $ZodError: () => (errors/* $ZodError */.a$),
  $ZodExactOptional: () => (schemas/* $ZodExactOptional */.RL),
  $ZodFile: () => (schemas/* $ZodFile */.CT),
  $ZodFunction: () => (schemas/* $ZodFunction */._A),
  $ZodGUID: () => (schemas/* $ZodGUID */.Zc),
  $ZodIBAN: () => (schemas/* $ZodIBAN */.ew),
  $ZodIPv4: () => (schemas/* $ZodIPv4 */.Lc),
  $ZodIPv6: () => (schemas/* $ZodIPv6 */.Zy),
  $ZodISODate: () => (schemas/* $ZodISODate */.v1),
  $ZodISODateTime: () => (schemas/* $ZodISODateTime */.Ko),
  $ZodISODuration: () => (schemas/* $ZodISODuration */.$N),
  $ZodISOTime: () => (schemas/* $ZodISOTime */.Ax),
  $ZodIntersection: () => (schemas/* $ZodIntersection */.LJ),
  $ZodJWT: () => (schemas/* $ZodJWT */.h8),
  $ZodKSUID: () => (schemas/* $ZodKSUID */.GY),
  $ZodLazy: () => (schemas/* $ZodLazy */.kU),
  $ZodLiteral: () => (schemas/* $ZodLiteral */.nu),
  $ZodMAC: () => (schemas/* $ZodMAC */.rO),
  $ZodMap: () => (schemas/* $ZodMap */.eb),
  $ZodNaN: () => (schemas/* $ZodNaN */.zP),
  $ZodNanoID: () => (schemas/* $ZodNanoID */.Py),
  $ZodNever: () => (schemas/* $ZodNever */.Um),
  $ZodNonOptional: () => (schemas/* $ZodNonOptional */.N$),
  $ZodNull: () => (schemas/* $ZodNull */.x8),
  $ZodNullable: () => (schemas/* $ZodNullable */.qc),
  $ZodNumber: () => (schemas/* $ZodNumber */.vz),
  $ZodNumberFormat: () => (schemas/* $ZodNumberFormat */.I),
  $ZodObject: () => (schemas/* $ZodObject */.L8),
  $ZodObjectJIT: () => (schemas/* $ZodObjectJIT */.w),
  $ZodOptional: () => (schemas/* $ZodOptional */.ig),
  $ZodPipe: () => (schemas/* $ZodPipe */._m),
  $ZodPrefault: () => (schemas/* $ZodPrefault */.VF),
  $ZodPreprocess: () => (schemas/* $ZodPreprocess */.KX),
  $ZodPromise: () => (schemas/* $ZodPromise */.hA),
  $ZodReadonly: () => (schemas/* $ZodReadonly */.Sb),
  $ZodRealError: () => (errors/* $ZodRealError */.Kd),
  $ZodRecord: () => (schemas/* $ZodRecord */.h),
  $ZodRegistry: () => (registries/* $ZodRegistry */.rs),
  $ZodSet: () => (schemas/* $ZodSet */.Oi),
  $ZodString: () => (schemas/* $ZodString */.$v),
  $ZodStringFormat: () => (schemas/* $ZodStringFormat */.EY),
  $ZodSuccess: () => (schemas/* $ZodSuccess */.Dw),
  $ZodSymbol: () => (schemas/* $ZodSymbol */.U5),
  $ZodTemplateLiteral: () => (schemas/* $ZodTemplateLiteral */.d),
  $ZodTransform: () => (schemas/* $ZodTransform */.Wc),
  $ZodTuple: () => (schemas/* $ZodTuple */.G3),
  $ZodType: () => (schemas/* $ZodType */.W4),
  $ZodULID: () => (schemas/* $ZodULID */.g5),
  $ZodURL: () => (schemas/* $ZodURL */.VY),
  $ZodUUID: () => (schemas/* $ZodUUID */.Zn),
  $ZodUndefined: () => (schemas/* $ZodUndefined */.Mv),
  $ZodUnion: () => (schemas/* $ZodUnion */.cu),
  $ZodUnknown: () => (schemas/* $ZodUnknown */.GP),
  $ZodVoid: () => (schemas/* $ZodVoid */.WH),
  $ZodXID: () => (schemas/* $ZodXID */.TF),
  $ZodXor: () => (schemas/* $ZodXor */.pm),
  $brand: () => (core/* $brand */._e),
  $constructor: () => (core/* $constructor */.xI),
  $input: () => (registries/* $input */.nP),
  $output: () => (registries/* $output */.UY),
  Doc: () => (core_doc/* Doc */.J),
  INVALID: () => (INVALID),
  JSONSchema: () => (json_schema_namespaceObject),
  JSONSchemaGenerator: () => (JSONSchemaGenerator),
  NEVER: () => (core/* NEVER */.tm),
  TimePrecision: () => (api/* TimePrecision */.So),
  URL_BAD_FORMAT: () => (schemas/* URL_BAD_FORMAT */.Ix),
  URL_UNPARSEABLE: () => (schemas/* URL_UNPARSEABLE */.bc),
  ZodCompileAsyncError: () => (ZodCompileAsyncError),
  ZodCompileUnsupportedError: () => (ZodCompileUnsupportedError),
  _any: () => (api/* _any */.KA),
  _array: () => (api/* _array */.dZ),
  _base64: () => (api/* _base64 */.rt),
  _base64url: () => (api/* _base64url */.cU),
  _bigint: () => (api/* _bigint */.z$),
  _boolean: () => (api/* _boolean */._L),
  _catch: () => (api/* _catch */.nb),
  _check: () => (api/* _check */.ST),
  _cidrv4: () => (api/* _cidrv4 */.Uy),
  _cidrv6: () => (api/* _cidrv6 */.gP),
  _coercedBigint: () => (api/* _coercedBigint */.St),
  _coercedBoolean: () => (api/* _coercedBoolean */.dN),
  _coercedDate: () => (api/* _coercedDate */.B4),
  _coercedNumber: () => (api/* _coercedNumber */.qG),
  _coercedString: () => (api/* _coercedString */.K_),
  _creditCard: () => (api/* _creditCard */.vN),
  _cuid: () => (api/* _cuid */.fs),
  _cuid2: () => (api/* _cuid2 */.Bj),
  _custom: () => (api/* _custom */.FO),
  _date: () => (api/* _date */.YY),
  _decode: () => (parse/* _decode */.e2),
  _decodeAsync: () => (parse/* _decodeAsync */.or),
  _default: () => (api/* _default */.Rv),
  _discriminatedUnion: () => (api/* _discriminatedUnion */.FG),
  _e164: () => (api/* _e164 */.KB),
  _email: () => (api/* _email */.Mu),
  _emoji: () => (api/* _emoji */.aC),
  _encode: () => (parse/* _encode */.Mv),
  _encodeAsync: () => (parse/* _encodeAsync */.GW),
  _endsWith: () => (api/* _endsWith */.ER),
  _enum: () => (api/* _enum */.$8),
  _file: () => (api/* _file */.K2),
  _float32: () => (api/* _float32 */.HL),
  _float64: () => (api/* _float64 */.g6),
  _gt: () => (api/* _gt */.Tx),
  _gte: () => (api/* _gte */.qm),
  _guid: () => (api/* _guid */.tB),
  _iban: () => (api/* _iban */.aZ),
  _includes: () => (api/* _includes */.dR),
  _int: () => (api/* _int */.LK),
  _int32: () => (api/* _int32 */.sw),
  _int64: () => (api/* _int64 */.Jg),
  _intersection: () => (api/* _intersection */.tj),
  _ipv4: () => (api/* _ipv4 */.Ny),
  _ipv6: () => (api/* _ipv6 */.$O),
  _isoDate: () => (api/* _isoDate */.db),
  _isoDateTime: () => (api/* _isoDateTime */.G1),
  _isoDuration: () => (api/* _isoDuration */.f2),
  _isoTime: () => (api/* _isoTime */.Kn),
  _jwt: () => (api/* _jwt */.rk),
  _ksuid: () => (api/* _ksuid */._z),
  _lazy: () => (api/* _lazy */.kx),
  _length: () => (api/* _length */.YA),
  _literal: () => (api/* _literal */.rn),
  _lowercase: () => (api/* _lowercase */.hH),
  _lt: () => (api/* _lt */.Au),
  _lte: () => (api/* _lte */.Zm),
  _mac: () => (api/* _mac */.R8),
  _map: () => (api/* _map */.rF),
  _max: () => (api/* _max */.Yv),
  _maxLength: () => (api/* _maxLength */.Eb),
  _maxSize: () => (api/* _maxSize */.vL),
  _mime: () => (api/* _mime */.GZ),
  _min: () => (api/* _min */.Q_),
  _minLength: () => (api/* _minLength */.m9),
  _minSize: () => (api/* _minSize */.Nd),
  _multipleOf: () => (api/* _multipleOf */.Hi),
  _nan: () => (api/* _nan */.L4),
  _nanoid: () => (api/* _nanoid */.Dl),
  _nativeEnum: () => (api/* _nativeEnum */.Un),
  _negative: () => (api/* _negative */.bR),
  _never: () => (api/* _never */.G8),
  _nonnegative: () => (api/* _nonnegative */.UI),
  _nonoptional: () => (api/* _nonoptional */.v$),
  _nonpositive: () => (api/* _nonpositive */.ej),
  _normalize: () => (api/* _normalize */.lo),
  _null: () => (api/* _null */.jw),
  _nullable: () => (api/* _nullable */.jS),
  _number: () => (api/* _number */.F7),
  _optional: () => (api/* _optional */.oI),
  _overwrite: () => (api/* _overwrite */.bS),
  _parse: () => (parse/* _parse */.Tj),
  _parseAsync: () => (parse/* _parseAsync */.Rb),
  _pipe: () => (api/* _pipe */.yz),
  _positive: () => (api/* _positive */.NC),
  _promise: () => (api/* _promise */.Z$),
  _properties: () => (api/* _properties */.T2),
  _property: () => (api/* _property */.Jf),
  _readonly: () => (api/* _readonly */.CM),
  _record: () => (api/* _record */.Bb),
  _refine: () => (api/* _refine */.fU),
  _regex: () => (api/* _regex */.Fk),
  _safeDecode: () => (parse/* _safeDecode */.VS),
  _safeDecodeAsync: () => (parse/* _safeDecodeAsync */.R3),
  _safeEncode: () => (parse/* _safeEncode */.rh),
  _safeEncodeAsync: () => (parse/* _safeEncodeAsync */.v_),
  _safeParse: () => (parse/* _safeParse */.Od),
  _safeParseAsync: () => (parse/* _safeParseAsync */.wG),
  _set: () => (api/* _set */.QC),
  _size: () => (api/* _size */.d$),
  _slugify: () => (api/* _slugify */.TL),
  _startsWith: () => (api/* _startsWith */.$S),
  _string: () => (api/* _string */.Rl),
  _stringFormat: () => (api/* _stringFormat */.Af),
  _stringbool: () => (api/* _stringbool */.fI),
  _success: () => (api/* _success */.P7),
  _superRefine: () => (api/* _superRefine */.MB),
  _symbol: () => (api/* _symbol */.W7),
  _templateLiteral: () => (api/* _templateLiteral */.Bt),
  _toLowerCase: () => (api/* _toLowerCase */.Il),
  _toUpperCase: () => (api/* _toUpperCase */.xY),
  _transform: () => (api/* _transform */.MQ),
  _trim: () => (api/* _trim */.WN),
  _tuple: () => (api/* _tuple */.gt),
  _uint32: () => (api/* _uint32 */.P),
  _uint64: () => (api/* _uint64 */.ii),
  _ulid: () => (api/* _ulid */.Ct),
  _undefined: () => (api/* _undefined */.E4),
  _union: () => (api/* _union */.h8),
  _unknown: () => (api/* _unknown */.em),
  _uppercase: () => (api/* _uppercase */.qF),
  _url: () => (api/* _url */.Fn),
  _uuid: () => (api/* _uuid */.Be),
  _uuidv4: () => (api/* _uuidv4 */.nA),
  _uuidv6: () => (api/* _uuidv6 */.pY),
  _uuidv7: () => (api/* _uuidv7 */.wA),
  _void: () => (api/* _void */.OC),
  _xid: () => (api/* _xid */.Pw),
  _xor: () => (api/* _xor */.f0),
  base64Charset: () => (schemas/* base64Charset */.cq),
  base64urlCharset: () => (schemas/* base64urlCharset */.xE),
  canParseURL: () => (schemas/* canParseURL */.L$),
  clone: () => (schemas/* clone */.o8),
  compile: () => (compile),
  compileFn: () => (compileFn),
  config: () => (core/* config */.$W),
  createStandardJSONSchemaMethod: () => (to_json_schema/* createStandardJSONSchemaMethod */.uE),
  createToJSONSchemaMethod: () => (to_json_schema/* createToJSONSchemaMethod */.OA),
  decode: () => (parse/* decode */.D4),
  decodeAsync: () => (parse/* decodeAsync */.Re),
  describe: () => (api/* describe */.q0),
  encode: () => (parse/* encode */.lF),
  encodeAsync: () => (parse/* encodeAsync */.X$),
  extractDefs: () => (to_json_schema/* extractDefs */.Wb),
  finalize: () => (to_json_schema/* finalize */.jE),
  flattenError: () => (errors/* flattenError */.JM),
  formatError: () => (errors/* formatError */.Wk),
  getDiscriminatedOption: () => (schemas/* getDiscriminatedOption */.IB),
  globalConfig: () => (core/* globalConfig */.cr),
  globalRegistry: () => (registries/* globalRegistry */.fd),
  handleUnrepresentable: () => (to_json_schema/* handleUnrepresentable */._S),
  initializeContext: () => (to_json_schema/* initializeContext */.az),
  isBackEdge: () => (memoizer/* isBackEdge */.TE),
  isRecursiveSchema: () => (memoizer/* isRecursiveSchema */.Kw),
  isValidBase64: () => (schemas/* isValidBase64 */.UY),
  isValidBase64URL: () => (schemas/* isValidBase64URL */.tV),
  isValidCIDRv6: () => (schemas/* isValidCIDRv6 */.Xe),
  isValidCreditCard: () => (schemas/* isValidCreditCard */.uv),
  isValidIBAN: () => (schemas/* isValidIBAN */.DT),
  isValidIPv6: () => (schemas/* isValidIPv6 */.SW),
  isValidJWT: () => (schemas/* isValidJWT */.c2),
  locales: () => (locales_namespaceObject),
  memoizer: () => (memoizer/* memoizer */.x3),
  mergeValues: () => (schemas/* mergeValues */.D3),
  meta: () => (api/* meta */.mI),
  parse: () => (parse/* parse */.qg),
  parseAsync: () => (parse/* parseAsync */.EJ),
  parseURLObject: () => (schemas/* parseURLObject */.y5),
  prettifyError: () => (errors/* prettifyError */.S1),
  process: () => (to_json_schema/* process */.eh),
  processSchema: () => (to_json_schema/* processSchema */.Lp),
  regexes: () => (regexes),
  registry: () => (registries/* registry */.u5),
  safeDecode: () => (parse/* safeDecode */.ex),
  safeDecodeAsync: () => (parse/* safeDecodeAsync */.yR),
  safeEncode: () => (parse/* safeEncode */.wy),
  safeEncodeAsync: () => (parse/* safeEncodeAsync */.EM),
  safeParse: () => (parse/* safeParse */.xL),
  safeParseAsync: () => (parse/* safeParseAsync */.bp),
  standardProps: () => (schemas/* standardProps */.YK),
  stripTabAndNewline: () => (schemas/* stripTabAndNewline */.NH),
  toDotPath: () => (errors/* toDotPath */.sR),
  toJSONSchema: () => (json_schema_processors/* toJSONSchema */.bl),
  toZod: () => (util.toZod),
  treeifyError: () => (errors/* treeifyError */.ZC),
  urlHostnameOk: () => (schemas/* urlHostnameOk */.bL),
  urlProtocolOk: () => (schemas/* urlProtocolOk */.Yf),
  util: () => (util),
  validate: () => (parse/* validate */.tf),
  validateAsync: () => (parse/* validateAsync */.F0),
  validateURL: () => (schemas/* validateURL */.qU),
  version: () => (versions/* version */.r),
  withParser: () => (withParser)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/checks.js
var checks_namespaceObject = {};
__webpack_require__.r(checks_namespaceObject);
__webpack_require__.d(checks_namespaceObject, {
  endsWith: () => (api/* _endsWith */.ER),
  gt: () => (api/* _gt */.Tx),
  gte: () => (api/* _gte */.qm),
  includes: () => (api/* _includes */.dR),
  length: () => (api/* _length */.YA),
  lowercase: () => (api/* _lowercase */.hH),
  lt: () => (api/* _lt */.Au),
  lte: () => (api/* _lte */.Zm),
  maxLength: () => (api/* _maxLength */.Eb),
  maxSize: () => (api/* _maxSize */.vL),
  mime: () => (api/* _mime */.GZ),
  minLength: () => (api/* _minLength */.m9),
  minSize: () => (api/* _minSize */.Nd),
  multipleOf: () => (api/* _multipleOf */.Hi),
  negative: () => (api/* _negative */.bR),
  nonnegative: () => (api/* _nonnegative */.UI),
  nonpositive: () => (api/* _nonpositive */.ej),
  normalize: () => (api/* _normalize */.lo),
  overwrite: () => (api/* _overwrite */.bS),
  positive: () => (api/* _positive */.NC),
  properties: () => (api/* _properties */.T2),
  property: () => (api/* _property */.Jf),
  regex: () => (api/* _regex */.Fk),
  size: () => (api/* _size */.d$),
  slugify: () => (api/* _slugify */.TL),
  startsWith: () => (api/* _startsWith */.$S),
  toLowerCase: () => (api/* _toLowerCase */.Il),
  toUpperCase: () => (api/* _toUpperCase */.xY),
  trim: () => (api/* _trim */.WN),
  uppercase: () => (api/* _uppercase */.qF)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/iso.js
var iso_namespaceObject = {};
__webpack_require__.r(iso_namespaceObject);
__webpack_require__.d(iso_namespaceObject, {
  ZodISODate: () => (classic_schemas.ZodISODate),
  ZodISODateTime: () => (classic_schemas.ZodISODateTime),
  ZodISODuration: () => (classic_schemas.ZodISODuration),
  ZodISOTime: () => (classic_schemas.ZodISOTime),
  date: () => (date),
  datetime: () => (datetime),
  duration: () => (duration),
  time: () => (time)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/coerce.js
var coerce_namespaceObject = {};
__webpack_require__.r(coerce_namespaceObject);
__webpack_require__.d(coerce_namespaceObject, {
  bigint: () => (bigint),
  boolean: () => (coerce_boolean),
  date: () => (coerce_date),
  number: () => (number),
  string: () => (string)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/external.js
var external_namespaceObject = {};
__webpack_require__.r(external_namespaceObject);
__webpack_require__.d(external_namespaceObject, {
  $brand: () => (core/* $brand */._e),
  $input: () => (registries/* $input */.nP),
  $output: () => (registries/* $output */.UY),
  INVALID: () => (INVALID),
  NEVER: () => (core/* NEVER */.tm),
  TimePrecision: () => (api/* TimePrecision */.So),
  ZodAny: () => (classic_schemas.ZodAny),
  ZodArray: () => (classic_schemas.ZodArray),
  ZodBase64: () => (classic_schemas.ZodBase64),
  ZodBase64URL: () => (classic_schemas.ZodBase64URL),
  ZodBigInt: () => (classic_schemas.ZodBigInt),
  ZodBigIntFormat: () => (classic_schemas.ZodBigIntFormat),
  ZodBoolean: () => (classic_schemas.ZodBoolean),
  ZodCIDRv4: () => (classic_schemas.ZodCIDRv4),
  ZodCIDRv6: () => (classic_schemas.ZodCIDRv6),
  ZodCUID: () => (classic_schemas.ZodCUID),
  ZodCUID2: () => (classic_schemas.ZodCUID2),
  ZodCatch: () => (classic_schemas.ZodCatch),
  ZodCodec: () => (classic_schemas.ZodCodec),
  ZodCompileAsyncError: () => (ZodCompileAsyncError),
  ZodCompileUnsupportedError: () => (ZodCompileUnsupportedError),
  ZodCreditCard: () => (classic_schemas.ZodCreditCard),
  ZodCustom: () => (classic_schemas.ZodCustom),
  ZodCustomStringFormat: () => (classic_schemas.ZodCustomStringFormat),
  ZodDate: () => (classic_schemas.ZodDate),
  ZodDefault: () => (classic_schemas.ZodDefault),
  ZodDiscriminatedUnion: () => (classic_schemas.ZodDiscriminatedUnion),
  ZodE164: () => (classic_schemas.ZodE164),
  ZodEmail: () => (classic_schemas.ZodEmail),
  ZodEmoji: () => (classic_schemas.ZodEmoji),
  ZodEnum: () => (classic_schemas.ZodEnum),
  ZodError: () => (classic_errors/* ZodError */.G),
  ZodExactOptional: () => (classic_schemas.ZodExactOptional),
  ZodFile: () => (classic_schemas.ZodFile),
  ZodFirstPartyTypeKind: () => (ZodFirstPartyTypeKind),
  ZodFunction: () => (classic_schemas.ZodFunction),
  ZodGUID: () => (classic_schemas.ZodGUID),
  ZodIBAN: () => (classic_schemas.ZodIBAN),
  ZodIPv4: () => (classic_schemas.ZodIPv4),
  ZodIPv6: () => (classic_schemas.ZodIPv6),
  ZodISODate: () => (classic_schemas.ZodISODate),
  ZodISODateTime: () => (classic_schemas.ZodISODateTime),
  ZodISODuration: () => (classic_schemas.ZodISODuration),
  ZodISOTime: () => (classic_schemas.ZodISOTime),
  ZodInstanceOf: () => (classic_schemas.ZodInstanceOf),
  ZodIntersection: () => (classic_schemas.ZodIntersection),
  ZodIssueCode: () => (ZodIssueCode),
  ZodJWT: () => (classic_schemas.ZodJWT),
  ZodKSUID: () => (classic_schemas.ZodKSUID),
  ZodLazy: () => (classic_schemas.ZodLazy),
  ZodLiteral: () => (classic_schemas.ZodLiteral),
  ZodMAC: () => (classic_schemas.ZodMAC),
  ZodMap: () => (classic_schemas.ZodMap),
  ZodNaN: () => (classic_schemas.ZodNaN),
  ZodNanoID: () => (classic_schemas.ZodNanoID),
  ZodNever: () => (classic_schemas.ZodNever),
  ZodNonOptional: () => (classic_schemas.ZodNonOptional),
  ZodNull: () => (classic_schemas.ZodNull),
  ZodNullable: () => (classic_schemas.ZodNullable),
  ZodNumber: () => (classic_schemas.ZodNumber),
  ZodNumberFormat: () => (classic_schemas.ZodNumberFormat),
  ZodObject: () => (classic_schemas.ZodObject),
  ZodOptional: () => (classic_schemas.ZodOptional),
  ZodPipe: () => (classic_schemas.ZodPipe),
  ZodPrefault: () => (classic_schemas.ZodPrefault),
  ZodPreprocess: () => (classic_schemas.ZodPreprocess),
  ZodPromise: () => (classic_schemas.ZodPromise),
  ZodReadonly: () => (classic_schemas.ZodReadonly),
  ZodRealError: () => (classic_errors/* ZodRealError */.g),
  ZodRecord: () => (classic_schemas.ZodRecord),
  ZodSet: () => (classic_schemas.ZodSet),
  ZodString: () => (classic_schemas.ZodString),
  ZodStringFormat: () => (classic_schemas.ZodStringFormat),
  ZodSuccess: () => (classic_schemas.ZodSuccess),
  ZodSymbol: () => (classic_schemas.ZodSymbol),
  ZodTemplateLiteral: () => (classic_schemas.ZodTemplateLiteral),
  ZodTransform: () => (classic_schemas.ZodTransform),
  ZodTuple: () => (classic_schemas.ZodTuple),
  ZodType: () => (classic_schemas.ZodType),
  ZodULID: () => (classic_schemas.ZodULID),
  ZodURL: () => (classic_schemas.ZodURL),
  ZodUUID: () => (classic_schemas.ZodUUID),
  ZodUndefined: () => (classic_schemas.ZodUndefined),
  ZodUnion: () => (classic_schemas.ZodUnion),
  ZodUnknown: () => (classic_schemas.ZodUnknown),
  ZodVoid: () => (classic_schemas.ZodVoid),
  ZodXID: () => (classic_schemas.ZodXID),
  ZodXor: () => (classic_schemas.ZodXor),
  _ZodString: () => (classic_schemas._ZodString),
  _default: () => (classic_schemas._default),
  _function: () => (classic_schemas._function),
  any: () => (classic_schemas.any),
  array: () => (classic_schemas.array),
  base64: () => (classic_schemas.base64),
  base64url: () => (classic_schemas.base64url),
  bigint: () => (classic_schemas.bigint),
  boolean: () => (classic_schemas.boolean),
  "catch": () => (classic_schemas["catch"]),
  check: () => (classic_schemas.check),
  cidrv4: () => (classic_schemas.cidrv4),
  cidrv6: () => (classic_schemas.cidrv6),
  clone: () => (util.clone),
  codec: () => (classic_schemas.codec),
  coerce: () => (coerce_namespaceObject),
  compile: () => (compile),
  config: () => (core/* config */.$W),
  core: () => (core_namespaceObject),
  creditCard: () => (classic_schemas.creditCard),
  cuid: () => (classic_schemas.cuid),
  cuid2: () => (classic_schemas.cuid2),
  currencyCode: () => (classic_schemas.currencyCode),
  custom: () => (classic_schemas.custom),
  date: () => (classic_schemas.date),
  decode: () => (classic_parse/* decode */.D4),
  decodeAsync: () => (classic_parse/* decodeAsync */.Re),
  deepPartial: () => (deepPartial),
  describe: () => (classic_schemas.describe),
  discriminatedUnion: () => (classic_schemas.discriminatedUnion),
  e164: () => (classic_schemas.e164),
  email: () => (classic_schemas.email),
  emoji: () => (classic_schemas.emoji),
  encode: () => (classic_parse/* encode */.lF),
  encodeAsync: () => (classic_parse/* encodeAsync */.X$),
  endsWith: () => (api/* _endsWith */.ER),
  "enum": () => (classic_schemas["enum"]),
  exactOptional: () => (classic_schemas.exactOptional),
  file: () => (classic_schemas.file),
  flattenError: () => (errors/* flattenError */.JM),
  float32: () => (classic_schemas.float32),
  float64: () => (classic_schemas.float64),
  formatError: () => (errors/* formatError */.Wk),
  fromJSONSchema: () => (fromJSONSchema),
  "function": () => (classic_schemas["function"]),
  getDiscriminatedOption: () => (schemas/* getDiscriminatedOption */.IB),
  getErrorMap: () => (getErrorMap),
  globalRegistry: () => (registries/* globalRegistry */.fd),
  gt: () => (api/* _gt */.Tx),
  gte: () => (api/* _gte */.qm),
  guid: () => (classic_schemas.guid),
  hash: () => (classic_schemas.hash),
  hex: () => (classic_schemas.hex),
  hostname: () => (classic_schemas.hostname),
  httpUrl: () => (classic_schemas.httpUrl),
  iban: () => (classic_schemas.iban),
  includes: () => (api/* _includes */.dR),
  input: () => (input),
  "instanceof": () => (classic_schemas["instanceof"]),
  int: () => (classic_schemas.int),
  int32: () => (classic_schemas.int32),
  int64: () => (classic_schemas.int64),
  intersection: () => (classic_schemas.intersection),
  invertCodec: () => (classic_schemas.invertCodec),
  ipv4: () => (classic_schemas.ipv4),
  ipv6: () => (classic_schemas.ipv6),
  iso: () => (iso_namespaceObject),
  json: () => (classic_schemas.json),
  jwt: () => (classic_schemas.jwt),
  keyof: () => (classic_schemas.keyof),
  ksuid: () => (classic_schemas.ksuid),
  lazy: () => (classic_schemas.lazy),
  length: () => (api/* _length */.YA),
  literal: () => (classic_schemas.literal),
  locales: () => (locales_namespaceObject),
  looseObject: () => (classic_schemas.looseObject),
  looseRecord: () => (classic_schemas.looseRecord),
  lowercase: () => (api/* _lowercase */.hH),
  lt: () => (api/* _lt */.Au),
  lte: () => (api/* _lte */.Zm),
  mac: () => (classic_schemas.mac),
  map: () => (classic_schemas.map),
  maxLength: () => (api/* _maxLength */.Eb),
  maxSize: () => (api/* _maxSize */.vL),
  memoizer: () => (memoizer/* memoizer */.x3),
  meta: () => (classic_schemas.meta),
  mime: () => (api/* _mime */.GZ),
  minLength: () => (api/* _minLength */.m9),
  minSize: () => (api/* _minSize */.Nd),
  multipleOf: () => (api/* _multipleOf */.Hi),
  nan: () => (classic_schemas.nan),
  nanoid: () => (classic_schemas.nanoid),
  nativeEnum: () => (classic_schemas.nativeEnum),
  negative: () => (api/* _negative */.bR),
  never: () => (classic_schemas.never),
  nonnegative: () => (api/* _nonnegative */.UI),
  nonoptional: () => (classic_schemas.nonoptional),
  nonpositive: () => (api/* _nonpositive */.ej),
  normalize: () => (api/* _normalize */.lo),
  "null": () => (classic_schemas["null"]),
  nullable: () => (classic_schemas.nullable),
  nullish: () => (classic_schemas.nullish),
  number: () => (classic_schemas.number),
  object: () => (classic_schemas.object),
  optional: () => (classic_schemas.optional),
  output: () => (output),
  overwrite: () => (api/* _overwrite */.bS),
  parse: () => (classic_parse/* parse */.qg),
  parseAsync: () => (classic_parse/* parseAsync */.EJ),
  partialRecord: () => (classic_schemas.partialRecord),
  pipe: () => (classic_schemas.pipe),
  positive: () => (api/* _positive */.NC),
  prefault: () => (classic_schemas.prefault),
  preprocess: () => (classic_schemas.preprocess),
  prettifyError: () => (errors/* prettifyError */.S1),
  promise: () => (classic_schemas.promise),
  properties: () => (api/* _properties */.T2),
  property: () => (api/* _property */.Jf),
  readonly: () => (classic_schemas.readonly),
  record: () => (classic_schemas.record),
  refine: () => (classic_schemas.refine),
  regex: () => (api/* _regex */.Fk),
  regexes: () => (regexes),
  registry: () => (registries/* registry */.u5),
  safeDecode: () => (classic_parse/* safeDecode */.ex),
  safeDecodeAsync: () => (classic_parse/* safeDecodeAsync */.yR),
  safeEncode: () => (classic_parse/* safeEncode */.wy),
  safeEncodeAsync: () => (classic_parse/* safeEncodeAsync */.EM),
  safeParse: () => (classic_parse/* safeParse */.xL),
  safeParseAsync: () => (classic_parse/* safeParseAsync */.bp),
  set: () => (classic_schemas.set),
  setErrorMap: () => (setErrorMap),
  size: () => (api/* _size */.d$),
  slugify: () => (api/* _slugify */.TL),
  startsWith: () => (api/* _startsWith */.$S),
  strictObject: () => (classic_schemas.strictObject),
  string: () => (classic_schemas.string),
  stringFormat: () => (classic_schemas.stringFormat),
  stringbool: () => (classic_schemas.stringbool),
  success: () => (classic_schemas.success),
  superRefine: () => (classic_schemas.superRefine),
  symbol: () => (classic_schemas.symbol),
  templateLiteral: () => (classic_schemas.templateLiteral),
  toJSONSchema: () => (json_schema_processors/* toJSONSchema */.bl),
  toLowerCase: () => (api/* _toLowerCase */.Il),
  toUpperCase: () => (api/* _toUpperCase */.xY),
  toZod: () => (util.toZod),
  transform: () => (classic_schemas.transform),
  treeifyError: () => (errors/* treeifyError */.ZC),
  trim: () => (api/* _trim */.WN),
  tuple: () => (classic_schemas.tuple),
  uint32: () => (classic_schemas.uint32),
  uint64: () => (classic_schemas.uint64),
  ulid: () => (classic_schemas.ulid),
  undefined: () => (classic_schemas.undefined),
  union: () => (classic_schemas.union),
  unknown: () => (classic_schemas.unknown),
  uppercase: () => (api/* _uppercase */.qF),
  url: () => (classic_schemas.url),
  util: () => (util),
  uuid: () => (classic_schemas.uuid),
  uuidv4: () => (classic_schemas.uuidv4),
  uuidv6: () => (classic_schemas.uuidv6),
  uuidv7: () => (classic_schemas.uuidv7),
  validate: () => (classic_parse/* validate */.tf),
  validateAsync: () => (classic_parse/* validateAsync */.F0),
  "void": () => (classic_schemas["void"]),
  withParser: () => (withParser),
  xid: () => (classic_schemas.xid),
  xor: () => (classic_schemas.xor)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/parse.js
var parse = __webpack_require__(4196);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/schemas.js
var schemas = __webpack_require__(5591);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/memoizer.js
var memoizer = __webpack_require__(7925);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/checks.js
var checks = __webpack_require__(4890);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/versions.js
var versions = __webpack_require__(6406);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var util = __webpack_require__(4723);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/regexes.js
var regexes = __webpack_require__(3908);
;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ar.js

const error = () => {
    const Sizable = {
        string: { unit: "حرف", verb: "أن يحوي" },
        file: { unit: "بايت", verb: "أن يحوي" },
        array: { unit: "عنصر", verb: "أن يحوي" },
        set: { unit: "عنصر", verb: "أن يحوي" },
        map: { unit: "عنصر", verb: "أن يحوي" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "مدخل",
        email: "بريد إلكتروني",
        url: "رابط",
        emoji: "إيموجي",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "تاريخ ووقت بمعيار ISO",
        date: "تاريخ بمعيار ISO",
        time: "وقت بمعيار ISO",
        duration: "مدة بمعيار ISO",
        ipv4: "عنوان IPv4",
        ipv6: "عنوان IPv6",
        mac: "عنوان MAC",
        cidrv4: "مدى عناوين بصيغة IPv4",
        cidrv6: "مدى عناوين بصيغة IPv6",
        base64: "نَص بترميز base64-encoded",
        base64url: "نَص بترميز base64url-encoded",
        json_string: "نَص على هيئة JSON",
        e164: "رقم هاتف بمعيار E.164",
        credit_card: "رقم بطاقة الائتمان",
        currency_code: "رمز العملة",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "مدخل",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `مدخلات غير مقبولة: يفترض إدخال instanceof ${issue.expected}، ولكن تم إدخال ${received}`;
                }
                return `مدخلات غير مقبولة: يفترض إدخال ${expected}، ولكن تم إدخال ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `مدخلات غير مقبولة: يفترض إدخال ${util.stringifyPrimitive(issue.values[0])}`;
                return `اختيار غير مقبول: يتوقع انتقاء أحد هذه الخيارات: ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return ` أكبر من اللازم: يفترض أن تكون ${issue.origin ?? "القيمة"} ${adj} ${issue.maximum.toString()} ${sizing.unit ?? "عنصر"}`;
                return `أكبر من اللازم: يفترض أن تكون ${issue.origin ?? "القيمة"} ${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `أصغر من اللازم: يفترض لـ ${issue.origin} أن يكون ${adj} ${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `أصغر من اللازم: يفترض لـ ${issue.origin} أن يكون ${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `نَص غير مقبول: يجب أن يبدأ بـ "${issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `نَص غير مقبول: يجب أن ينتهي بـ "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `نَص غير مقبول: يجب أن يتضمَّن "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `نَص غير مقبول: يجب أن يطابق النمط ${_issue.pattern}`;
                return `${FormatDictionary[_issue.format] ?? issue.format} غير مقبول`;
            }
            case "not_multiple_of":
                return `رقم غير مقبول: يجب أن يكون من مضاعفات ${issue.divisor}`;
            case "unrecognized_keys":
                return `معرف${issue.keys.length > 1 ? "ات" : ""} غريب${issue.keys.length > 1 ? "ة" : ""}: ${util.joinValues(issue.keys, "، ")}`;
            case "invalid_key":
                return `معرف غير مقبول في ${issue.origin}`;
            case "invalid_union":
                return "مدخل غير مقبول";
            case "invalid_element":
                return `مدخل غير مقبول في ${issue.origin}`;
            default:
                return "مدخل غير مقبول";
        }
    };
};
/* harmony default export */ function ar() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/az.js

const az_error = () => {
    const Sizable = {
        string: { unit: "simvol", verb: "olmalıdır" },
        file: { unit: "bayt", verb: "olmalıdır" },
        array: { unit: "element", verb: "olmalıdır" },
        set: { unit: "element", verb: "olmalıdır" },
        map: { unit: "element", verb: "olmalıdır" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        credit_card: "kredit kartı nömrəsi",
        currency_code: "valyuta kodu",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Yanlış dəyər: gözlənilən instanceof ${issue.expected}, daxil olan ${received}`;
                }
                return `Yanlış dəyər: gözlənilən ${expected}, daxil olan ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Yanlış dəyər: gözlənilən ${util.stringifyPrimitive(issue.values[0])}`;
                return `Yanlış seçim: aşağıdakılardan biri olmalıdır: ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Çox böyük: gözlənilən ${issue.origin ?? "dəyər"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "element"}`;
                return `Çox böyük: gözlənilən ${issue.origin ?? "dəyər"} ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Çox kiçik: gözlənilən ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                return `Çox kiçik: gözlənilən ${issue.origin} ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Yanlış mətn: "${_issue.prefix}" ilə başlamalıdır`;
                if (_issue.format === "ends_with")
                    return `Yanlış mətn: "${_issue.suffix}" ilə bitməlidir`;
                if (_issue.format === "includes")
                    return `Yanlış mətn: "${_issue.includes}" daxil olmalıdır`;
                if (_issue.format === "regex")
                    return `Yanlış mətn: ${_issue.pattern} şablonuna uyğun olmalıdır`;
                return `Yanlış ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Yanlış ədəd: ${issue.divisor} ilə bölünə bilən olmalıdır`;
            case "unrecognized_keys":
                return `Tanınmayan açar${issue.keys.length > 1 ? "lar" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} daxilində yanlış açar`;
            case "invalid_union":
                return "Yanlış dəyər";
            case "invalid_element":
                return `${issue.origin} daxilində yanlış dəyər`;
            default:
                return `Yanlış dəyər`;
        }
    };
};
/* harmony default export */ function az() {
    return {
        localeError: az_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/be.js

function getBelarusianPlural(count, one, few, many) {
    const absCount = Math.abs(count);
    const lastDigit = absCount % 10;
    const lastTwoDigits = absCount % 100;
    if (lastTwoDigits >= 11 && lastTwoDigits <= 19) {
        return many;
    }
    if (lastDigit === 1) {
        return one;
    }
    if (lastDigit >= 2 && lastDigit <= 4) {
        return few;
    }
    return many;
}
const be_error = () => {
    const Sizable = {
        string: {
            unit: {
                one: "сімвал",
                few: "сімвалы",
                many: "сімвалаў",
            },
            verb: "мець",
        },
        array: {
            unit: {
                one: "элемент",
                few: "элементы",
                many: "элементаў",
            },
            verb: "мець",
        },
        set: {
            unit: {
                one: "элемент",
                few: "элементы",
                many: "элементаў",
            },
            verb: "мець",
        },
        map: {
            unit: {
                one: "элемент",
                few: "элементы",
                many: "элементаў",
            },
            verb: "мець",
        },
        file: {
            unit: {
                one: "байт",
                few: "байты",
                many: "байтаў",
            },
            verb: "мець",
        },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "увод",
        email: "email адрас",
        url: "URL",
        emoji: "эмодзі",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO дата і час",
        date: "ISO дата",
        time: "ISO час",
        duration: "ISO працягласць",
        ipv4: "IPv4 адрас",
        ipv6: "IPv6 адрас",
        mac: "MAC адрас",
        cidrv4: "IPv4 дыяпазон",
        cidrv6: "IPv6 дыяпазон",
        base64: "радок у фармаце base64",
        base64url: "радок у фармаце base64url",
        json_string: "JSON радок",
        e164: "нумар E.164",
        credit_card: "нумар крэдытнай карты",
        currency_code: "код валюты",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "увод",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "лік",
        array: "масіў",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Няправільны ўвод: чакаўся instanceof ${issue.expected}, атрымана ${received}`;
                }
                return `Няправільны ўвод: чакаўся ${expected}, атрымана ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Няправільны ўвод: чакалася ${util.stringifyPrimitive(issue.values[0])}`;
                return `Няправільны варыянт: чакаўся адзін з ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    const maxValue = Number(issue.maximum);
                    const unit = getBelarusianPlural(maxValue, sizing.unit.one, sizing.unit.few, sizing.unit.many);
                    return `Занадта вялікі: чакалася, што ${issue.origin ?? "значэнне"} павінна ${sizing.verb} ${adj}${issue.maximum.toString()} ${unit}`;
                }
                return `Занадта вялікі: чакалася, што ${issue.origin ?? "значэнне"} павінна быць ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    const minValue = Number(issue.minimum);
                    const unit = getBelarusianPlural(minValue, sizing.unit.one, sizing.unit.few, sizing.unit.many);
                    return `Занадта малы: чакалася, што ${issue.origin} павінна ${sizing.verb} ${adj}${issue.minimum.toString()} ${unit}`;
                }
                return `Занадта малы: чакалася, што ${issue.origin} павінна быць ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Няправільны радок: павінен пачынацца з "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Няправільны радок: павінен заканчвацца на "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Няправільны радок: павінен змяшчаць "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Няправільны радок: павінен адпавядаць шаблону ${_issue.pattern}`;
                return `Няправільны ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Няправільны лік: павінен быць кратным ${issue.divisor}`;
            case "unrecognized_keys":
                return `Нераспазнаны ${issue.keys.length > 1 ? "ключы" : "ключ"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Няправільны ключ у ${issue.origin}`;
            case "invalid_union":
                return "Няправільны ўвод";
            case "invalid_element":
                return `Няправільнае значэнне ў ${issue.origin}`;
            default:
                return `Няправільны ўвод`;
        }
    };
};
/* harmony default export */ function be() {
    return {
        localeError: be_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/bg.js

const bg_error = () => {
    const Sizable = {
        string: { unit: "символа", verb: "да съдържа" },
        file: { unit: "байта", verb: "да съдържа" },
        array: { unit: "елемента", verb: "да съдържа" },
        set: { unit: "елемента", verb: "да съдържа" },
        map: { unit: "елемента", verb: "да съдържа" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "вход",
        email: "имейл адрес",
        url: "URL",
        emoji: "емоджи",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO време",
        date: "ISO дата",
        time: "ISO време",
        duration: "ISO продължителност",
        ipv4: "IPv4 адрес",
        ipv6: "IPv6 адрес",
        mac: "MAC адрес",
        cidrv4: "IPv4 диапазон",
        cidrv6: "IPv6 диапазон",
        base64: "base64-кодиран низ",
        base64url: "base64url-кодиран низ",
        json_string: "JSON низ",
        e164: "E.164 номер",
        credit_card: "номер на кредитна карта",
        currency_code: "код на валута",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "вход",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "число",
        array: "масив",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Невалиден вход: очакван instanceof ${issue.expected}, получен ${received}`;
                }
                return `Невалиден вход: очакван ${expected}, получен ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Невалиден вход: очакван ${util.stringifyPrimitive(issue.values[0])}`;
                return `Невалидна опция: очаквано едно от ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Твърде голямо: очаква се ${issue.origin ?? "стойност"} да съдържа ${adj}${issue.maximum.toString()} ${sizing.unit ?? "елемента"}`;
                return `Твърде голямо: очаква се ${issue.origin ?? "стойност"} да бъде ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Твърде малко: очаква се ${issue.origin} да съдържа ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Твърде малко: очаква се ${issue.origin} да бъде ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Невалиден низ: трябва да започва с "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Невалиден низ: трябва да завършва с "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Невалиден низ: трябва да включва "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Невалиден низ: трябва да съвпада с ${_issue.pattern}`;
                let invalid_adj = "Невалиден";
                if (_issue.format === "emoji")
                    invalid_adj = "Невалидно";
                if (_issue.format === "datetime")
                    invalid_adj = "Невалидно";
                if (_issue.format === "date")
                    invalid_adj = "Невалидна";
                if (_issue.format === "time")
                    invalid_adj = "Невалидно";
                if (_issue.format === "duration")
                    invalid_adj = "Невалидна";
                return `${invalid_adj} ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Невалидно число: трябва да бъде кратно на ${issue.divisor}`;
            case "unrecognized_keys":
                return `Неразпознат${issue.keys.length > 1 ? "и" : ""} ключ${issue.keys.length > 1 ? "ове" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Невалиден ключ в ${issue.origin}`;
            case "invalid_union":
                return "Невалиден вход";
            case "invalid_element":
                return `Невалидна стойност в ${issue.origin}`;
            default:
                return `Невалиден вход`;
        }
    };
};
/* harmony default export */ function bg() {
    return {
        localeError: bg_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/bn.js

const bn_error = () => {
    const Sizable = {
        string: { unit: "অক্ষর", verb: "থাকতে হবে" },
        file: { unit: "বাইট", verb: "থাকতে হবে" },
        array: { unit: "আইটেম", verb: "থাকতে হবে" },
        set: { unit: "আইটেম", verb: "থাকতে হবে" },
        map: { unit: "এন্ট্রি", verb: "থাকতে হবে" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ইনপুট",
        email: "ইমেইল ঠিকানা",
        url: "URL",
        emoji: "ইমোজি",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO তারিখ ও সময়",
        date: "ISO তারিখ",
        time: "ISO সময়",
        duration: "ISO সময়কাল",
        ipv4: "IPv4 ঠিকানা",
        ipv6: "IPv6 ঠিকানা",
        mac: "MAC ঠিকানা",
        cidrv4: "IPv4 রেঞ্জ",
        cidrv6: "IPv6 রেঞ্জ",
        base64: "base64-এনকোডেড স্ট্রিং",
        base64url: "base64url-এনকোডেড স্ট্রিং",
        json_string: "JSON স্ট্রিং",
        e164: "E.164 নম্বর",
        credit_card: "ক্রেডিট কার্ড নম্বর",
        currency_code: "মুদ্রা কোড",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ইনপুট",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `অবৈধ ইনপুট: প্রত্যাশিত ${expected}, প্রাপ্ত ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `অবৈধ ইনপুট: প্রত্যাশিত ${util.stringifyPrimitive(issue.values[0])}`;
                return `অবৈধ অপশন: ${util.joinValues(issue.values, " | ")} এর মধ্যে একটি প্রত্যাশিত`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `অনেক বড়: ${issue.origin ?? "মান"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "এলিমেন্ট"} হতে হবে`;
                return `অনেক বড়: ${issue.origin ?? "মান"} ${adj}${issue.maximum.toString()} হতে হবে`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `অনেক ছোট: ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit} হতে হবে`;
                }
                return `অনেক ছোট: ${issue.origin} ${adj}${issue.minimum.toString()} হতে হবে`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `অবৈধ স্ট্রিং: "${_issue.prefix}" দিয়ে শুরু হতে হবে`;
                }
                if (_issue.format === "ends_with")
                    return `অবৈধ স্ট্রিং: "${_issue.suffix}" দিয়ে শেষ হতে হবে`;
                if (_issue.format === "includes")
                    return `অবৈধ স্ট্রিং: "${_issue.includes}" অন্তর্ভুক্ত থাকতে হবে`;
                if (_issue.format === "regex")
                    return `অবৈধ স্ট্রিং: ${_issue.pattern} প্যাটার্ন মিলতে হবে`;
                return `অবৈধ ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `অবৈধ নম্বর: ${issue.divisor} এর গুণিতক হতে হবে`;
            case "unrecognized_keys":
                return `অচেনা কী${issue.keys.length > 1 ? "গুলো" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} এ অবৈধ কী`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `অবৈধ ডিসক্রিমিনেটর মান। প্রত্যাশিত ${opts}`;
                }
                return "অবৈধ ইনপুট";
            case "invalid_element":
                return `${issue.origin} এ অবৈধ মান`;
            default:
                return "অবৈধ ইনপুট";
        }
    };
};
/* harmony default export */ function bn() {
    return {
        localeError: bn_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ca.js

const ca_error = () => {
    const Sizable = {
        string: { unit: "caràcters", verb: "contenir" },
        file: { unit: "bytes", verb: "contenir" },
        array: { unit: "elements", verb: "contenir" },
        set: { unit: "elements", verb: "contenir" },
        map: { unit: "elements", verb: "contenir" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "entrada",
        email: "adreça electrònica",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "data i hora ISO",
        date: "data ISO",
        time: "hora ISO",
        duration: "durada ISO",
        ipv4: "adreça IPv4",
        ipv6: "adreça IPv6",
        mac: "adreça MAC",
        cidrv4: "rang IPv4",
        cidrv6: "rang IPv6",
        base64: "cadena codificada en base64",
        base64url: "cadena codificada en base64url",
        json_string: "cadena JSON",
        e164: "número E.164",
        credit_card: "número de targeta de crèdit",
        currency_code: "codi de moneda",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "entrada",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Tipus invàlid: s'esperava instanceof ${issue.expected}, s'ha rebut ${received}`;
                }
                return `Tipus invàlid: s'esperava ${expected}, s'ha rebut ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Valor invàlid: s'esperava ${util.stringifyPrimitive(issue.values[0])}`;
                return `Opció invàlida: s'esperava una de ${util.joinValues(issue.values, " o ")}`;
            case "too_big": {
                const adj = issue.inclusive ? "com a màxim" : "menys de";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Massa gran: s'esperava que ${issue.origin ?? "el valor"} contingués ${adj} ${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Massa gran: s'esperava que ${issue.origin ?? "el valor"} fos ${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? "com a mínim" : "més de";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Massa petit: s'esperava que ${issue.origin} contingués ${adj} ${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Massa petit: s'esperava que ${issue.origin} fos ${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Format invàlid: ha de començar amb "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Format invàlid: ha d'acabar amb "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Format invàlid: ha d'incloure "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Format invàlid: ha de coincidir amb el patró ${_issue.pattern}`;
                return `Format invàlid per a ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Número invàlid: ha de ser múltiple de ${issue.divisor}`;
            case "unrecognized_keys":
                return `Clau${issue.keys.length > 1 ? "s" : ""} no reconeguda${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Clau invàlida a ${issue.origin}`;
            case "invalid_union":
                return "Entrada invàlida"; // Could also be "Tipus d'unió invàlid" but "Entrada invàlida" is more general
            case "invalid_element":
                return `Element invàlid a ${issue.origin}`;
            default:
                return `Entrada invàlida`;
        }
    };
};
/* harmony default export */ function ca() {
    return {
        localeError: ca_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ckb.js

const ckb_error = () => {
    const Sizable = {
        string: { unit: "پیت", verb: "بێت" },
        file: { unit: "بایت", verb: "بێت" },
        array: { unit: "دانە", verb: "بێت" },
        set: { unit: "دانە", verb: "بێت" },
        map: { unit: "دانە", verb: "بێت" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "regex",
        email: "ئیمەیڵ",
        url: "بەستەر (URL)",
        emoji: "ئیمۆجی",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ڕێکەوت و کات",
        date: "ڕێکەوت",
        time: "کات",
        duration: "ماوە",
        ipv4: "ناونیشانی IPv4",
        ipv6: "ناونیشانی IPv6",
        mac: "ناونیشانی MAC",
        cidrv4: "مەودای IPv4",
        cidrv6: "مەودای IPv6",
        base64: "دەقی base64",
        base64url: "دەقی base64url",
        json_string: "دەقی JSON",
        e164: "ژمارەی E.164",
        credit_card: "ژمارەی کارتی کرێدیت",
        currency_code: "کۆدی دراو",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "تێکردە",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        nan: "NaN",
        string: "نووسین",
        number: "ژمارە",
        boolean: "boolean",
        array: "array",
        object: "object",
        date: "ڕێکەوت",
        integer: "ژمارە",
        float: "ژمارە",
        null: "null",
        undefined: "undefined",
        function: "function",
        symbol: "symbol",
        unknown: "unknown",
        promise: "promise",
        void: "void",
        never: "never",
        map: "map",
        set: "set",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                const postfix = ["ا", "و", "ۆ", "وو", "ە", "ی", "ێ"].some((p) => received.endsWith(p)) ? "یە" : "ە";
                const isEnglish = /^[a-zA-Z]+$/.test(received);
                if (receivedType === "null" || receivedType === "undefined")
                    return `داواکراوە`;
                return `چاوەڕوانکراوە ${expected} بێت، بەڵام ${received}${isEnglish ? "" : postfix}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `بەهاکە نادرووستە: چاوەڕوانکراوە ${util.stringifyPrimitive(issue.values[0])} بێت`;
                return `هەڵبژاردەی نادروست: چاوەڕوانکراوە یەکێک بێت لە ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `پێویستە بە لایەنی زۆرەوە ${issue.maximum.toString()} ${sizing.unit} ${sizing.verb}`;
                return `پێویستە بە لایەنی زۆرەوە ${issue.maximum.toString()} بێت`;
            }
            case "too_small": {
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `پێویستە بە لایەنی کەمەوە ${issue.minimum.toString()} ${sizing.unit} ${sizing.verb}`;
                return `پێویستە بە لایەنی کەمەوە ${issue.minimum.toString()} بێت`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `دەقی نادروست: پێویستە دەستپێبکات بە "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `دەقی نادروست: پێویستە کۆتاییبێت بە "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `دەقی نادروست: پێویستە "${_issue.includes}" لەخۆبگرێت`;
                if (_issue.format === "regex")
                    return `دەقی نادروست: پێویستە لەگەڵ پاتێرنی ${_issue.pattern} بگونجێت`;
                return `بەهای ${FormatDictionary[_issue.format] ?? issue.format} نادروستە`;
            }
            case "not_multiple_of":
                return `ژمارەی نادروست: دەبێت چەند هێندە بێت بۆ ${issue.divisor}`;
            case "unrecognized_keys":
                return `کلیلی نەناسراو: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `کلیلی نادروست لە ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `بەهای نەناسراو هەیە. بەهای چاوەڕوانکراو: ${opts}`;
                }
                return "یەکگرتنی نادروست";
            case "invalid_element":
                return `${issue.origin} بەهاکە نادروستە`;
            default:
                return `تێکردەی نادروست`;
        }
    };
};
/* harmony default export */ function ckb() {
    return {
        localeError: ckb_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/cs.js

const cs_error = () => {
    const Sizable = {
        string: { unit: "znaků", verb: "mít" },
        file: { unit: "bajtů", verb: "mít" },
        array: { unit: "prvků", verb: "mít" },
        set: { unit: "prvků", verb: "mít" },
        map: { unit: "prvků", verb: "mít" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "regulární výraz",
        email: "e-mailová adresa",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "datum a čas ve formátu ISO",
        date: "datum ve formátu ISO",
        time: "čas ve formátu ISO",
        duration: "doba trvání ISO",
        ipv4: "IPv4 adresa",
        ipv6: "IPv6 adresa",
        mac: "MAC adresa",
        cidrv4: "rozsah IPv4",
        cidrv6: "rozsah IPv6",
        base64: "řetězec zakódovaný ve formátu base64",
        base64url: "řetězec zakódovaný ve formátu base64url",
        json_string: "řetězec ve formátu JSON",
        e164: "číslo E.164",
        credit_card: "číslo kreditní karty",
        currency_code: "kód měny",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "vstup",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "číslo",
        string: "řetězec",
        function: "funkce",
        array: "pole",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Neplatný vstup: očekáváno instanceof ${issue.expected}, obdrženo ${received}`;
                }
                return `Neplatný vstup: očekáváno ${expected}, obdrženo ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Neplatný vstup: očekáváno ${util.stringifyPrimitive(issue.values[0])}`;
                return `Neplatná možnost: očekávána jedna z hodnot ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Hodnota je příliš velká: ${issue.origin ?? "hodnota"} musí mít ${adj}${issue.maximum.toString()} ${sizing.unit ?? "prvků"}`;
                }
                return `Hodnota je příliš velká: ${issue.origin ?? "hodnota"} musí být ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Hodnota je příliš malá: ${issue.origin ?? "hodnota"} musí mít ${adj}${issue.minimum.toString()} ${sizing.unit ?? "prvků"}`;
                }
                return `Hodnota je příliš malá: ${issue.origin ?? "hodnota"} musí být ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Neplatný řetězec: musí začínat na "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Neplatný řetězec: musí končit na "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Neplatný řetězec: musí obsahovat "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Neplatný řetězec: musí odpovídat vzoru ${_issue.pattern}`;
                return `Neplatný formát ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Neplatné číslo: musí být násobkem ${issue.divisor}`;
            case "unrecognized_keys":
                return `Neznámé klíče: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Neplatný klíč v ${issue.origin}`;
            case "invalid_union":
                return "Neplatný vstup";
            case "invalid_element":
                return `Neplatná hodnota v ${issue.origin}`;
            default:
                return `Neplatný vstup`;
        }
    };
};
/* harmony default export */ function cs() {
    return {
        localeError: cs_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/da.js

const da_error = () => {
    const Sizable = {
        string: { unit: "tegn", verb: "havde" },
        file: { unit: "bytes", verb: "havde" },
        array: { unit: "elementer", verb: "indeholdt" },
        set: { unit: "elementer", verb: "indeholdt" },
        map: { unit: "elementer", verb: "indeholdt" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "e-mailadresse",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO dato- og klokkeslæt",
        date: "ISO-dato",
        time: "ISO-klokkeslæt",
        duration: "ISO-varighed",
        ipv4: "IPv4-adresse",
        ipv6: "IPv6-adresse",
        mac: "MAC-adresse",
        cidrv4: "IPv4-spektrum",
        cidrv6: "IPv6-spektrum",
        base64: "base64-kodet streng",
        base64url: "base64url-kodet streng",
        json_string: "JSON-streng",
        e164: "E.164-nummer",
        credit_card: "kreditkortnummer",
        currency_code: "valutakode",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
        string: "streng",
        number: "tal",
        boolean: "boolean",
        array: "liste",
        object: "objekt",
        set: "sæt",
        file: "fil",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Ugyldigt input: forventede instanceof ${issue.expected}, fik ${received}`;
                }
                return `Ugyldigt input: forventede ${expected}, fik ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Ugyldig værdi: forventede ${util.stringifyPrimitive(issue.values[0])}`;
                return `Ugyldigt valg: forventede en af følgende ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                if (sizing)
                    return `For stor: forventede ${origin ?? "value"} ${sizing.verb} ${adj} ${issue.maximum.toString()} ${sizing.unit ?? "elementer"}`;
                return `For stor: forventede ${origin ?? "value"} havde ${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                if (sizing) {
                    return `For lille: forventede ${origin} ${sizing.verb} ${adj} ${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `For lille: forventede ${origin} havde ${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Ugyldig streng: skal starte med "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Ugyldig streng: skal ende med "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Ugyldig streng: skal indeholde "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Ugyldig streng: skal matche mønsteret ${_issue.pattern}`;
                return `Ugyldig ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Ugyldigt tal: skal være deleligt med ${issue.divisor}`;
            case "unrecognized_keys":
                return `${issue.keys.length > 1 ? "Ukendte nøgler" : "Ukendt nøgle"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Ugyldig nøgle i ${issue.origin}`;
            case "invalid_union":
                return "Ugyldigt input: matcher ingen af de tilladte typer";
            case "invalid_element":
                return `Ugyldig værdi i ${issue.origin}`;
            default:
                return `Ugyldigt input`;
        }
    };
};
/* harmony default export */ function da() {
    return {
        localeError: da_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/de.js

const de_error = () => {
    const Sizable = {
        string: { unit: "Zeichen", verb: "zu haben" },
        file: { unit: "Bytes", verb: "zu haben" },
        array: { unit: "Elemente", verb: "zu haben" },
        set: { unit: "Elemente", verb: "zu haben" },
        map: { unit: "Elemente", verb: "zu haben" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "Eingabe",
        email: "E-Mail-Adresse",
        url: "URL",
        emoji: "Emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO-Datum und -Uhrzeit",
        date: "ISO-Datum",
        time: "ISO-Uhrzeit",
        duration: "ISO-Dauer",
        ipv4: "IPv4-Adresse",
        ipv6: "IPv6-Adresse",
        mac: "MAC-Adresse",
        cidrv4: "IPv4-Bereich",
        cidrv6: "IPv6-Bereich",
        base64: "Base64-codierter String",
        base64url: "Base64-URL-codierter String",
        json_string: "JSON-String",
        e164: "E.164-Nummer",
        credit_card: "Kreditkartennummer",
        currency_code: "Währungscode",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "Eingabe",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "Zahl",
        array: "Array",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Ungültige Eingabe: erwartet instanceof ${issue.expected}, erhalten ${received}`;
                }
                return `Ungültige Eingabe: erwartet ${expected}, erhalten ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Ungültige Eingabe: erwartet ${util.stringifyPrimitive(issue.values[0])}`;
                return `Ungültige Option: erwartet eine von ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Zu groß: erwartet, dass ${issue.origin ?? "Wert"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "Elemente"} hat`;
                return `Zu groß: erwartet, dass ${issue.origin ?? "Wert"} ${adj}${issue.maximum.toString()} ist`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Zu klein: erwartet, dass ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit} hat`;
                }
                return `Zu klein: erwartet, dass ${issue.origin} ${adj}${issue.minimum.toString()} ist`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Ungültiger String: muss mit "${_issue.prefix}" beginnen`;
                if (_issue.format === "ends_with")
                    return `Ungültiger String: muss mit "${_issue.suffix}" enden`;
                if (_issue.format === "includes")
                    return `Ungültiger String: muss "${_issue.includes}" enthalten`;
                if (_issue.format === "regex")
                    return `Ungültiger String: muss dem Muster ${_issue.pattern} entsprechen`;
                return `Ungültig: ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Ungültige Zahl: muss ein Vielfaches von ${issue.divisor} sein`;
            case "unrecognized_keys":
                return `${issue.keys.length > 1 ? "Unbekannte Schlüssel" : "Unbekannter Schlüssel"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Ungültiger Schlüssel in ${issue.origin}`;
            case "invalid_union":
                return "Ungültige Eingabe";
            case "invalid_element":
                return `Ungültiger Wert in ${issue.origin}`;
            default:
                return `Ungültige Eingabe`;
        }
    };
};
/* harmony default export */ function de() {
    return {
        localeError: de_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/el.js

const el_error = () => {
    const Sizable = {
        string: { unit: "χαρακτήρες", verb: "να έχει" },
        file: { unit: "bytes", verb: "να έχει" },
        array: { unit: "στοιχεία", verb: "να έχει" },
        set: { unit: "στοιχεία", verb: "να έχει" },
        map: { unit: "καταχωρήσεις", verb: "να έχει" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "είσοδος",
        email: "διεύθυνση email",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO ημερομηνία και ώρα",
        date: "ISO ημερομηνία",
        time: "ISO ώρα",
        duration: "ISO διάρκεια",
        ipv4: "διεύθυνση IPv4",
        ipv6: "διεύθυνση IPv6",
        mac: "διεύθυνση MAC",
        cidrv4: "εύρος IPv4",
        cidrv6: "εύρος IPv6",
        base64: "συμβολοσειρά κωδικοποιημένη σε base64",
        base64url: "συμβολοσειρά κωδικοποιημένη σε base64url",
        json_string: "συμβολοσειρά JSON",
        e164: "αριθμός E.164",
        credit_card: "αριθμός πιστωτικής κάρτας",
        currency_code: "κωδικός νομίσματος",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "είσοδος",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (typeof issue.expected === "string" && /^[A-Z]/.test(issue.expected)) {
                    return `Μη έγκυρη είσοδος: αναμενόταν instanceof ${issue.expected}, λήφθηκε ${received}`;
                }
                return `Μη έγκυρη είσοδος: αναμενόταν ${expected}, λήφθηκε ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Μη έγκυρη είσοδος: αναμενόταν ${util.stringifyPrimitive(issue.values[0])}`;
                return `Μη έγκυρη επιλογή: αναμενόταν ένα από ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Πολύ μεγάλο: αναμενόταν ${issue.origin ?? "τιμή"} να έχει ${adj}${issue.maximum.toString()} ${sizing.unit ?? "στοιχεία"}`;
                return `Πολύ μεγάλο: αναμενόταν ${issue.origin ?? "τιμή"} να είναι ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Πολύ μικρό: αναμενόταν ${issue.origin} να έχει ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Πολύ μικρό: αναμενόταν ${issue.origin} να είναι ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Μη έγκυρη συμβολοσειρά: πρέπει να ξεκινά με "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Μη έγκυρη συμβολοσειρά: πρέπει να τελειώνει με "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Μη έγκυρη συμβολοσειρά: πρέπει να περιέχει "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Μη έγκυρη συμβολοσειρά: πρέπει να ταιριάζει με το μοτίβο ${_issue.pattern}`;
                return `Μη έγκυρο: ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Μη έγκυρος αριθμός: πρέπει να είναι πολλαπλάσιο του ${issue.divisor}`;
            case "unrecognized_keys":
                return `Άγνωστ${issue.keys.length > 1 ? "α" : "ο"} κλειδ${issue.keys.length > 1 ? "ιά" : "ί"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Μη έγκυρο κλειδί στο ${issue.origin}`;
            case "invalid_union":
                return "Μη έγκυρη είσοδος";
            case "invalid_element":
                return `Μη έγκυρη τιμή στο ${issue.origin}`;
            default:
                return `Μη έγκυρη είσοδος`;
        }
    };
};
/* harmony default export */ function el() {
    return {
        localeError: el_error(),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/locales/en.js
var en = __webpack_require__(252);
;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/eo.js

const eo_error = () => {
    const Sizable = {
        string: { unit: "karaktrojn", verb: "havi" },
        file: { unit: "bajtojn", verb: "havi" },
        array: { unit: "elementojn", verb: "havi" },
        set: { unit: "elementojn", verb: "havi" },
        map: { unit: "elementojn", verb: "havi" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "enigo",
        email: "retadreso",
        url: "URL",
        emoji: "emoĝio",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO-datotempo",
        date: "ISO-dato",
        time: "ISO-tempo",
        duration: "ISO-daŭro",
        ipv4: "IPv4-adreso",
        ipv6: "IPv6-adreso",
        mac: "MAC-adreso",
        cidrv4: "IPv4-rango",
        cidrv6: "IPv6-rango",
        base64: "64-ume kodita karaktraro",
        base64url: "URL-64-ume kodita karaktraro",
        json_string: "JSON-karaktraro",
        e164: "E.164-nombro",
        credit_card: "kreditkarta numero",
        currency_code: "valuta kodo",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "enigo",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "nombro",
        array: "tabelo",
        null: "senvalora",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Nevalida enigo: atendiĝis instanceof ${issue.expected}, riceviĝis ${received}`;
                }
                return `Nevalida enigo: atendiĝis ${expected}, riceviĝis ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Nevalida enigo: atendiĝis ${util.stringifyPrimitive(issue.values[0])}`;
                return `Nevalida opcio: atendiĝis unu el ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Tro granda: atendiĝis ke ${issue.origin ?? "valoro"} havu ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elementojn"}`;
                return `Tro granda: atendiĝis ke ${issue.origin ?? "valoro"} havu ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Tro malgranda: atendiĝis ke ${issue.origin} havu ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Tro malgranda: atendiĝis ke ${issue.origin} estu ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Nevalida karaktraro: devas komenciĝi per "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Nevalida karaktraro: devas finiĝi per "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Nevalida karaktraro: devas inkluzivi "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Nevalida karaktraro: devas kongrui kun la modelo ${_issue.pattern}`;
                return `Nevalida ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Nevalida nombro: devas esti oblo de ${issue.divisor}`;
            case "unrecognized_keys":
                return `Nekonata${issue.keys.length > 1 ? "j" : ""} ŝlosilo${issue.keys.length > 1 ? "j" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Nevalida ŝlosilo en ${issue.origin}`;
            case "invalid_union":
                return "Nevalida enigo";
            case "invalid_element":
                return `Nevalida valoro en ${issue.origin}`;
            default:
                return `Nevalida enigo`;
        }
    };
};
/* harmony default export */ function eo() {
    return {
        localeError: eo_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/es.js

const es_error = () => {
    const Sizable = {
        string: { unit: "caracteres", verb: "tener" },
        file: { unit: "bytes", verb: "tener" },
        array: { unit: "elementos", verb: "tener" },
        set: { unit: "elementos", verb: "tener" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "entrada",
        email: "dirección de correo electrónico",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "fecha y hora ISO",
        date: "fecha ISO",
        time: "hora ISO",
        duration: "duración ISO",
        ipv4: "dirección IPv4",
        ipv6: "dirección IPv6",
        mac: "dirección MAC",
        cidrv4: "rango IPv4",
        cidrv6: "rango IPv6",
        base64: "cadena codificada en base64",
        base64url: "URL codificada en base64",
        json_string: "cadena JSON",
        e164: "número E.164",
        credit_card: "número de tarjeta de crédito",
        currency_code: "código de moneda",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "entrada",
    };
    const TypeDictionary = {
        nan: "NaN",
        string: "texto",
        number: "número",
        boolean: "booleano",
        array: "arreglo",
        object: "objeto",
        set: "conjunto",
        file: "archivo",
        date: "fecha",
        bigint: "número grande",
        symbol: "símbolo",
        undefined: "indefinido",
        null: "nulo",
        function: "función",
        map: "mapa",
        record: "registro",
        tuple: "tupla",
        enum: "enumeración",
        union: "unión",
        literal: "literal",
        promise: "promesa",
        void: "vacío",
        never: "nunca",
        unknown: "desconocido",
        any: "cualquiera",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Entrada inválida: se esperaba instanceof ${issue.expected}, recibido ${received}`;
                }
                return `Entrada inválida: se esperaba ${expected}, recibido ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Entrada inválida: se esperaba ${util.stringifyPrimitive(issue.values[0])}`;
                return `Opción inválida: se esperaba una de ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                if (sizing)
                    return `Demasiado grande: se esperaba que ${origin ?? "valor"} tuviera ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elementos"}`;
                return `Demasiado grande: se esperaba que ${origin ?? "valor"} fuera ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                if (sizing) {
                    return `Demasiado pequeño: se esperaba que ${origin} tuviera ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Demasiado pequeño: se esperaba que ${origin} fuera ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Cadena inválida: debe comenzar con "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Cadena inválida: debe terminar en "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Cadena inválida: debe incluir "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Cadena inválida: debe coincidir con el patrón ${_issue.pattern}`;
                return `Inválido ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Número inválido: debe ser múltiplo de ${issue.divisor}`;
            case "unrecognized_keys":
                return `Llave${issue.keys.length > 1 ? "s" : ""} desconocida${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Llave inválida en ${TypeDictionary[issue.origin] ?? issue.origin}`;
            case "invalid_union":
                return "Entrada inválida";
            case "invalid_element":
                return `Valor inválido en ${TypeDictionary[issue.origin] ?? issue.origin}`;
            default:
                return `Entrada inválida`;
        }
    };
};
/* harmony default export */ function es() {
    return {
        localeError: es_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/fa.js

const fa_error = () => {
    const Sizable = {
        string: { unit: "کاراکتر", verb: "داشته باشد" },
        file: { unit: "بایت", verb: "داشته باشد" },
        array: { unit: "آیتم", verb: "داشته باشد" },
        set: { unit: "آیتم", verb: "داشته باشد" },
        map: { unit: "آیتم", verb: "داشته باشد" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ورودی",
        email: "آدرس ایمیل",
        url: "URL",
        emoji: "ایموجی",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "تاریخ و زمان ایزو",
        date: "تاریخ ایزو",
        time: "زمان ایزو",
        duration: "مدت زمان ایزو",
        ipv4: "IPv4 آدرس",
        ipv6: "IPv6 آدرس",
        mac: "MAC آدرس",
        cidrv4: "IPv4 دامنه",
        cidrv6: "IPv6 دامنه",
        base64: "base64-encoded رشته",
        base64url: "base64url-encoded رشته",
        json_string: "JSON رشته",
        e164: "E.164 عدد",
        credit_card: "شماره کارت اعتباری",
        currency_code: "کد ارز",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ورودی",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "عدد",
        array: "آرایه",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `ورودی نامعتبر: می‌بایست instanceof ${issue.expected} می‌بود، ${received} دریافت شد`;
                }
                return `ورودی نامعتبر: می‌بایست ${expected} می‌بود، ${received} دریافت شد`;
            }
            case "invalid_value":
                if (issue.values.length === 1) {
                    return `ورودی نامعتبر: می‌بایست ${util.stringifyPrimitive(issue.values[0])} می‌بود`;
                }
                return `گزینه نامعتبر: می‌بایست یکی از ${util.joinValues(issue.values, "|")} می‌بود`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `خیلی بزرگ: ${issue.origin ?? "مقدار"} باید ${adj}${issue.maximum.toString()} ${sizing.unit ?? "عنصر"} باشد`;
                }
                return `خیلی بزرگ: ${issue.origin ?? "مقدار"} باید ${adj}${issue.maximum.toString()} باشد`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `خیلی کوچک: ${issue.origin} باید ${adj}${issue.minimum.toString()} ${sizing.unit} باشد`;
                }
                return `خیلی کوچک: ${issue.origin} باید ${adj}${issue.minimum.toString()} باشد`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `رشته نامعتبر: باید با "${_issue.prefix}" شروع شود`;
                }
                if (_issue.format === "ends_with") {
                    return `رشته نامعتبر: باید با "${_issue.suffix}" تمام شود`;
                }
                if (_issue.format === "includes") {
                    return `رشته نامعتبر: باید شامل "${_issue.includes}" باشد`;
                }
                if (_issue.format === "regex") {
                    return `رشته نامعتبر: باید با الگوی ${_issue.pattern} مطابقت داشته باشد`;
                }
                return `${FormatDictionary[_issue.format] ?? issue.format} نامعتبر`;
            }
            case "not_multiple_of":
                return `عدد نامعتبر: باید مضرب ${issue.divisor} باشد`;
            case "unrecognized_keys":
                return `کلید${issue.keys.length > 1 ? "های" : ""} ناشناس: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `کلید ناشناس در ${issue.origin}`;
            case "invalid_union":
                return `ورودی نامعتبر`;
            case "invalid_element":
                return `مقدار نامعتبر در ${issue.origin}`;
            default:
                return `ورودی نامعتبر`;
        }
    };
};
/* harmony default export */ function fa() {
    return {
        localeError: fa_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/fi.js

const fi_error = () => {
    const Sizable = {
        string: { unit: "merkkiä", subject: "merkkijonon" },
        file: { unit: "tavua", subject: "tiedoston" },
        array: { unit: "alkiota", subject: "listan" },
        set: { unit: "alkiota", subject: "joukon" },
        map: { unit: "alkiota", subject: "kuvauksen" },
        number: { unit: "", subject: "luvun" },
        bigint: { unit: "", subject: "suuren kokonaisluvun" },
        int: { unit: "", subject: "kokonaisluvun" },
        date: { unit: "", subject: "päivämäärän" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "säännöllinen lauseke",
        email: "sähköpostiosoite",
        url: "URL-osoite",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO-aikaleima",
        date: "ISO-päivämäärä",
        time: "ISO-aika",
        duration: "ISO-kesto",
        ipv4: "IPv4-osoite",
        ipv6: "IPv6-osoite",
        mac: "MAC-osoite",
        cidrv4: "IPv4-alue",
        cidrv6: "IPv6-alue",
        base64: "base64-koodattu merkkijono",
        base64url: "base64url-koodattu merkkijono",
        json_string: "JSON-merkkijono",
        e164: "E.164-luku",
        credit_card: "luottokortin numero",
        currency_code: "valuuttakoodi",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "templaattimerkkijono",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Virheellinen tyyppi: odotettiin instanceof ${issue.expected}, oli ${received}`;
                }
                return `Virheellinen tyyppi: odotettiin ${expected}, oli ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Virheellinen syöte: täytyy olla ${util.stringifyPrimitive(issue.values[0])}`;
                return `Virheellinen valinta: täytyy olla yksi seuraavista: ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Liian suuri: ${sizing.subject} täytyy olla ${adj}${issue.maximum.toString()} ${sizing.unit}`.trim();
                }
                return `Liian suuri: arvon täytyy olla ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Liian pieni: ${sizing.subject} täytyy olla ${adj}${issue.minimum.toString()} ${sizing.unit}`.trim();
                }
                return `Liian pieni: arvon täytyy olla ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Virheellinen syöte: täytyy alkaa "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Virheellinen syöte: täytyy loppua "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Virheellinen syöte: täytyy sisältää "${_issue.includes}"`;
                if (_issue.format === "regex") {
                    return `Virheellinen syöte: täytyy vastata säännöllistä lauseketta ${_issue.pattern}`;
                }
                return `Virheellinen ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Virheellinen luku: täytyy olla luvun ${issue.divisor} monikerta`;
            case "unrecognized_keys":
                return `${issue.keys.length > 1 ? "Tuntemattomat avaimet" : "Tuntematon avain"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return "Virheellinen avain tietueessa";
            case "invalid_union":
                return "Virheellinen unioni";
            case "invalid_element":
                return "Virheellinen arvo joukossa";
            default:
                return `Virheellinen syöte`;
        }
    };
};
/* harmony default export */ function fi() {
    return {
        localeError: fi_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/fr.js

const fr_error = () => {
    const Sizable = {
        string: { unit: "caractères", verb: "avoir" },
        file: { unit: "octets", verb: "avoir" },
        array: { unit: "éléments", verb: "avoir" },
        set: { unit: "éléments", verb: "avoir" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "expression régulière",
        email: "adresse e-mail",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "date et heure ISO",
        date: "date ISO",
        time: "heure ISO",
        duration: "durée ISO",
        ipv4: "adresse IPv4",
        ipv6: "adresse IPv6",
        mac: "adresse MAC",
        cidrv4: "plage IPv4",
        cidrv6: "plage IPv6",
        base64: "chaîne de caractères encodée en base64",
        base64url: "chaîne de caractères encodée en base64url",
        json_string: "chaîne de caractères JSON",
        e164: "numéro au format E.164",
        credit_card: "numéro de carte de crédit",
        currency_code: "code de devise",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "entrée",
    };
    const TypeDictionary = {
        string: "chaîne de caractères",
        number: "nombre",
        int: "entier",
        boolean: "booléen",
        bigint: "grand entier",
        symbol: "symbole",
        undefined: "indéfini",
        null: "null",
        never: "jamais",
        void: "vide",
        date: "date",
        array: "tableau",
        object: "objet",
        tuple: "tuple",
        record: "record",
        map: "map",
        set: "ensemble",
        file: "fichier",
        nonoptional: "non optionnel",
        nan: "NaN",
        function: "fonction",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Entrée invalide : instance de ${issue.expected} attendu, ${received} reçu`;
                }
                return `Entrée invalide : ${expected} attendu, ${received} reçu`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Entrée invalide : ${util.stringifyPrimitive(issue.values[0])} attendu`;
                return `Option invalide : une valeur parmi ${util.joinValues(issue.values, "|")} attendue`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Trop grand : ${TypeDictionary[issue.origin] ?? "valeur"} doit ${sizing.verb} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "élément(s)"}`;
                return `Trop grand : ${TypeDictionary[issue.origin] ?? "valeur"} doit être ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Trop petit : ${TypeDictionary[issue.origin] ?? "valeur"} doit ${sizing.verb} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                return `Trop petit : ${TypeDictionary[issue.origin] ?? "valeur"} doit être ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Chaîne de caractères invalide : doit commencer par "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Chaîne de caractères invalide : doit se terminer par "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Chaîne de caractères invalide : doit inclure "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Chaîne de caractères invalide : doit correspondre au motif ${_issue.pattern}`;
                return `${FormatDictionary[_issue.format] ?? issue.format} invalide`;
            }
            case "not_multiple_of":
                return `Nombre invalide : doit être un multiple de ${issue.divisor}`;
            case "unrecognized_keys":
                return `Clé${issue.keys.length > 1 ? "s" : ""} non reconnue${issue.keys.length > 1 ? "s" : ""} : ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Clé invalide dans ${issue.origin}`;
            case "invalid_union":
                return "Entrée invalide";
            case "invalid_element":
                return `Valeur invalide dans ${issue.origin}`;
            default:
                return `Entrée invalide`;
        }
    };
};
/* harmony default export */ function fr() {
    return {
        localeError: fr_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/fr-CA.js

const fr_CA_error = () => {
    const Sizable = {
        string: { unit: "caractères", verb: "avoir" },
        file: { unit: "octets", verb: "avoir" },
        array: { unit: "éléments", verb: "avoir" },
        set: { unit: "éléments", verb: "avoir" },
        map: { unit: "éléments", verb: "avoir" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "entrée",
        email: "adresse courriel",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "date-heure ISO",
        date: "date ISO",
        time: "heure ISO",
        duration: "durée ISO",
        ipv4: "adresse IPv4",
        ipv6: "adresse IPv6",
        mac: "adresse MAC",
        cidrv4: "plage IPv4",
        cidrv6: "plage IPv6",
        base64: "chaîne encodée en base64",
        base64url: "chaîne encodée en base64url",
        json_string: "chaîne JSON",
        e164: "numéro E.164",
        credit_card: "numéro de carte de crédit",
        currency_code: "code de devise",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "entrée",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Entrée invalide : attendu instanceof ${issue.expected}, reçu ${received}`;
                }
                return `Entrée invalide : attendu ${expected}, reçu ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Entrée invalide : attendu ${util.stringifyPrimitive(issue.values[0])}`;
                return `Option invalide : attendu l'une des valeurs suivantes ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "≤" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Trop grand : attendu que ${issue.origin ?? "la valeur"} ait ${adj}${issue.maximum.toString()} ${sizing.unit}`;
                return `Trop grand : attendu que ${issue.origin ?? "la valeur"} soit ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? "≥" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Trop petit : attendu que ${issue.origin} ait ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Trop petit : attendu que ${issue.origin} soit ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Chaîne invalide : doit commencer par "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Chaîne invalide : doit se terminer par "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Chaîne invalide : doit inclure "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Chaîne invalide : doit correspondre au motif ${_issue.pattern}`;
                return `${FormatDictionary[_issue.format] ?? issue.format} invalide`;
            }
            case "not_multiple_of":
                return `Nombre invalide : doit être un multiple de ${issue.divisor}`;
            case "unrecognized_keys":
                return `Clé${issue.keys.length > 1 ? "s" : ""} non reconnue${issue.keys.length > 1 ? "s" : ""} : ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Clé invalide dans ${issue.origin}`;
            case "invalid_union":
                return "Entrée invalide";
            case "invalid_element":
                return `Valeur invalide dans ${issue.origin}`;
            default:
                return `Entrée invalide`;
        }
    };
};
/* harmony default export */ function fr_CA() {
    return {
        localeError: fr_CA_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/gu.js

const gu_error = () => {
    const Sizable = {
        string: { unit: "અક્ષર", verb: "હોવા જોઈએ" },
        file: { unit: "બાયટ", verb: "હોવા જોઈએ" },
        array: { unit: "આઇટમ", verb: "હોવા જોઈએ" },
        set: { unit: "આઇટમ", verb: "હોવા જોઈએ" },
        map: { unit: "એન્ટ્રી", verb: "હોવા જોઈએ" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ઇનપુટ",
        email: "ઈમેઇલ એડ્રેસ",
        url: "URL",
        emoji: "ઇમોજી",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO તારીખ અને સમય",
        date: "ISO તારીખ",
        time: "ISO સમય",
        duration: "ISO અવધિ",
        ipv4: "IPv4 એડ્રેસ",
        ipv6: "IPv6 એડ્રેસ",
        mac: "MAC એડ્રેસ",
        cidrv4: "IPv4 શ્રેણી",
        cidrv6: "IPv6 શ્રેણી",
        base64: "base64-એન્કોડેડ સ્ટ્રિંગ",
        base64url: "base64url-એન્કોડેડ સ્ટ્રિંગ",
        json_string: "JSON સ્ટ્રિંગ",
        e164: "E.164 નંબર",
        credit_card: "ક્રેડિટ કાર્ડ નંબર",
        currency_code: "ચલણ કોડ",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ઇનપુટ",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `અમાન્ય ઇનપુટ: અપેક્ષિત ${expected}, પ્રાપ્ત ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `અમાન્ય ઇનપુટ: અપેક્ષિત ${util.stringifyPrimitive(issue.values[0])}`;
                return `અમાન્ય વિકલ્પ: ${util.joinValues(issue.values, " | ")} માધ્યમથી એક અપેક્ષિત`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `ખૂબ મોટું: ${issue.origin ?? "મૂલ્ય"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "એલિમેન્ટ"} હોવા જોઈએ`;
                return `ખૂબ મોટું: ${issue.origin ?? "મૂલ્ય"} ${adj}${issue.maximum.toString()} હોવું જોઈએ`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `ખૂબ નાનું: ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit} હોવા જોઈએ`;
                }
                return `ખૂબ નાનું: ${issue.origin} ${adj}${issue.minimum.toString()} હોવું જોઈએ`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `અમાન્ય સ્ટ્રિંગ: "${_issue.prefix}" થી શરૂ થવું જોઈએ`;
                }
                if (_issue.format === "ends_with")
                    return `અમાન્ય સ્ટ્રિંગ: "${_issue.suffix}" પર સમાપ્ત થવું જોઈએ`;
                if (_issue.format === "includes")
                    return `અમાન્ય સ્ટ્રિંગ: "${_issue.includes}" શામેલ હોવું જોઈએ`;
                if (_issue.format === "regex")
                    return `અમાન્ય સ્ટ્રિંગ: પેટર્ન ${_issue.pattern} સાથે મેળ ખાવું જોઈએ`;
                return `અમાન્ય ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `અમાન્ય નંબર: ${issue.divisor} નો ગુણાંક હોવો જોઈએ`;
            case "unrecognized_keys":
                return `ઓળખી શકાતા નહીં તે કી${issue.keys.length > 1 ? "ઓ" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} માં અમાન્ય કી`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `અમાન્ય ડિસ્ક્રિમિનેટર મૂલ્ય. અપેક્ષિત ${opts}`;
                }
                return "અમાન્ય ઇનપુટ";
            case "invalid_element":
                return `${issue.origin} માં અમાન્ય મૂલ્ય`;
            default:
                return "અમાન્ય ઇનપુટ";
        }
    };
};
/* harmony default export */ function gu() {
    return {
        localeError: gu_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/he.js

const he_error = () => {
    // Hebrew labels + grammatical gender
    const TypeNames = {
        string: { label: "מחרוזת", gender: "f" },
        number: { label: "מספר", gender: "m" },
        boolean: { label: "ערך בוליאני", gender: "m" },
        bigint: { label: "BigInt", gender: "m" },
        date: { label: "תאריך", gender: "m" },
        array: { label: "מערך", gender: "m" },
        object: { label: "אובייקט", gender: "m" },
        null: { label: "ערך ריק (null)", gender: "m" },
        undefined: { label: "ערך לא מוגדר (undefined)", gender: "m" },
        symbol: { label: "סימבול (Symbol)", gender: "m" },
        function: { label: "פונקציה", gender: "f" },
        map: { label: "מפה (Map)", gender: "f" },
        set: { label: "קבוצה (Set)", gender: "f" },
        file: { label: "קובץ", gender: "m" },
        promise: { label: "Promise", gender: "m" },
        NaN: { label: "NaN", gender: "m" },
        unknown: { label: "ערך לא ידוע", gender: "m" },
        value: { label: "ערך", gender: "m" },
    };
    // Sizing units for size-related messages + localized origin labels
    const Sizable = {
        string: { unit: "תווים", shortLabel: "קצר", longLabel: "ארוך" },
        file: { unit: "בייטים", shortLabel: "קטן", longLabel: "גדול" },
        array: { unit: "פריטים", shortLabel: "קטן", longLabel: "גדול" },
        set: { unit: "פריטים", shortLabel: "קטן", longLabel: "גדול" },
        number: { unit: "", shortLabel: "קטן", longLabel: "גדול" }, // no unit
    };
    // Helpers — labels, articles, and verbs
    const typeEntry = (t) => (t ? TypeNames[t] : undefined);
    const typeLabel = (t) => {
        const e = typeEntry(t);
        if (e)
            return e.label;
        // fallback: show raw string if unknown
        return t ?? TypeNames.unknown.label;
    };
    const withDefinite = (t) => `ה${typeLabel(t)}`;
    const verbFor = (t) => {
        const e = typeEntry(t);
        const gender = e?.gender ?? "m";
        return gender === "f" ? "צריכה להיות" : "צריך להיות";
    };
    const getSizing = (origin) => {
        if (!origin)
            return null;
        return Sizable[origin] ?? null;
    };
    const FormatDictionary = {
        regex: { label: "קלט", gender: "m" },
        email: { label: "כתובת אימייל", gender: "f" },
        url: { label: "כתובת רשת", gender: "f" },
        emoji: { label: "אימוג'י", gender: "m" },
        uuid: { label: "UUID", gender: "m" },
        uuidv4: { label: "UUIDv4", gender: "m" },
        uuidv6: { label: "UUIDv6", gender: "m" },
        nanoid: { label: "nanoid", gender: "m" },
        guid: { label: "GUID", gender: "m" },
        cuid: { label: "cuid", gender: "m" },
        cuid2: { label: "cuid2", gender: "m" },
        ulid: { label: "ULID", gender: "m" },
        xid: { label: "XID", gender: "m" },
        ksuid: { label: "KSUID", gender: "m" },
        datetime: { label: "תאריך וזמן ISO", gender: "m" },
        date: { label: "תאריך ISO", gender: "m" },
        time: { label: "זמן ISO", gender: "m" },
        duration: { label: "משך זמן ISO", gender: "m" },
        ipv4: { label: "כתובת IPv4", gender: "f" },
        ipv6: { label: "כתובת IPv6", gender: "f" },
        mac: { label: "כתובת MAC", gender: "f" },
        cidrv4: { label: "טווח IPv4", gender: "m" },
        cidrv6: { label: "טווח IPv6", gender: "m" },
        base64: { label: "מחרוזת בבסיס 64", gender: "f" },
        base64url: { label: "מחרוזת בבסיס 64 לכתובות רשת", gender: "f" },
        json_string: { label: "מחרוזת JSON", gender: "f" },
        e164: { label: "מספר E.164", gender: "m" },
        credit_card: { label: "מספר כרטיס אשראי", gender: "m" },
        currency_code: { label: "קוד מטבע", gender: "m" },
        iban: { label: "IBAN", gender: "m" },
        jwt: { label: "JWT", gender: "m" },
        template_literal: { label: "קלט", gender: "m" },
        ends_with: { label: "קלט", gender: "m" },
        includes: { label: "קלט", gender: "m" },
        lowercase: { label: "קלט", gender: "m" },
        starts_with: { label: "קלט", gender: "m" },
        uppercase: { label: "קלט", gender: "m" },
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                // Expected type: show without definite article for clearer Hebrew
                const expectedKey = issue.expected;
                const expected = TypeDictionary[expectedKey ?? ""] ?? typeLabel(expectedKey);
                // Received: show localized label if known, otherwise constructor/raw
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? TypeNames[receivedType]?.label ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `קלט לא תקין: צריך להיות instanceof ${issue.expected}, התקבל ${received}`;
                }
                return `קלט לא תקין: צריך להיות ${expected}, התקבל ${received}`;
            }
            case "invalid_value": {
                if (issue.values.length === 1) {
                    return `ערך לא תקין: הערך חייב להיות ${util.stringifyPrimitive(issue.values[0])}`;
                }
                // Join values with proper Hebrew formatting
                const stringified = issue.values.map((v) => util.stringifyPrimitive(v));
                if (issue.values.length === 2) {
                    return `ערך לא תקין: האפשרויות המתאימות הן ${stringified[0]} או ${stringified[1]}`;
                }
                // For 3+ values: "a", "b" או "c"
                const lastValue = stringified[stringified.length - 1];
                const restValues = stringified.slice(0, -1).join(", ");
                return `ערך לא תקין: האפשרויות המתאימות הן ${restValues} או ${lastValue}`;
            }
            case "too_big": {
                const sizing = getSizing(issue.origin);
                const subject = withDefinite(issue.origin ?? "value");
                if (issue.origin === "string") {
                    // Special handling for strings - more natural Hebrew
                    return `${sizing?.longLabel ?? "ארוך"} מדי: ${subject} צריכה להכיל ${issue.maximum.toString()} ${sizing?.unit ?? ""} ${issue.inclusive ? "או פחות" : "לכל היותר"}`.trim();
                }
                if (issue.origin === "number") {
                    // Natural Hebrew for numbers
                    const comparison = issue.inclusive ? `קטן או שווה ל-${issue.maximum}` : `קטן מ-${issue.maximum}`;
                    return `גדול מדי: ${subject} צריך להיות ${comparison}`;
                }
                if (issue.origin === "array" || issue.origin === "set") {
                    // Natural Hebrew for arrays and sets
                    const verb = issue.origin === "set" ? "צריכה" : "צריך";
                    const comparison = issue.inclusive
                        ? `${issue.maximum} ${sizing?.unit ?? ""} או פחות`
                        : `פחות מ-${issue.maximum} ${sizing?.unit ?? ""}`;
                    return `גדול מדי: ${subject} ${verb} להכיל ${comparison}`.trim();
                }
                const adj = issue.inclusive ? "<=" : "<";
                const be = verbFor(issue.origin ?? "value");
                if (sizing?.unit) {
                    return `${sizing.longLabel} מדי: ${subject} ${be} ${adj}${issue.maximum.toString()} ${sizing.unit}`;
                }
                return `${sizing?.longLabel ?? "גדול"} מדי: ${subject} ${be} ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const sizing = getSizing(issue.origin);
                const subject = withDefinite(issue.origin ?? "value");
                if (issue.origin === "string") {
                    // Special handling for strings - more natural Hebrew
                    return `${sizing?.shortLabel ?? "קצר"} מדי: ${subject} צריכה להכיל ${issue.minimum.toString()} ${sizing?.unit ?? ""} ${issue.inclusive ? "או יותר" : "לפחות"}`.trim();
                }
                if (issue.origin === "number") {
                    // Natural Hebrew for numbers
                    const comparison = issue.inclusive ? `גדול או שווה ל-${issue.minimum}` : `גדול מ-${issue.minimum}`;
                    return `קטן מדי: ${subject} צריך להיות ${comparison}`;
                }
                if (issue.origin === "array" || issue.origin === "set") {
                    // Natural Hebrew for arrays and sets
                    const verb = issue.origin === "set" ? "צריכה" : "צריך";
                    // Special case for singular (minimum === 1)
                    if (issue.minimum === 1 && issue.inclusive) {
                        const singularPhrase = issue.origin === "set" ? "לפחות פריט אחד" : "לפחות פריט אחד";
                        return `קטן מדי: ${subject} ${verb} להכיל ${singularPhrase}`;
                    }
                    const comparison = issue.inclusive
                        ? `${issue.minimum} ${sizing?.unit ?? ""} או יותר`
                        : `יותר מ-${issue.minimum} ${sizing?.unit ?? ""}`;
                    return `קטן מדי: ${subject} ${verb} להכיל ${comparison}`.trim();
                }
                const adj = issue.inclusive ? ">=" : ">";
                const be = verbFor(issue.origin ?? "value");
                if (sizing?.unit) {
                    return `${sizing.shortLabel} מדי: ${subject} ${be} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `${sizing?.shortLabel ?? "קטן"} מדי: ${subject} ${be} ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                // These apply to strings — use feminine grammar + ה׳ הידיעה
                if (_issue.format === "starts_with")
                    return `המחרוזת חייבת להתחיל ב "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `המחרוזת חייבת להסתיים ב "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `המחרוזת חייבת לכלול "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `המחרוזת חייבת להתאים לתבנית ${_issue.pattern}`;
                // Handle gender agreement for formats
                const nounEntry = FormatDictionary[_issue.format];
                const noun = nounEntry?.label ?? _issue.format;
                const gender = nounEntry?.gender ?? "m";
                const adjective = gender === "f" ? "תקינה" : "תקין";
                return `${noun} לא ${adjective}`;
            }
            case "not_multiple_of":
                return `מספר לא תקין: חייב להיות מכפלה של ${issue.divisor}`;
            case "unrecognized_keys":
                return `מפתח${issue.keys.length > 1 ? "ות" : ""} לא מזוה${issue.keys.length > 1 ? "ים" : "ה"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key": {
                return `שדה לא תקין באובייקט`;
            }
            case "invalid_union":
                return "קלט לא תקין";
            case "invalid_element": {
                const place = withDefinite(issue.origin ?? "array");
                return `ערך לא תקין ב${place}`;
            }
            default:
                return `קלט לא תקין`;
        }
    };
};
/* harmony default export */ function he() {
    return {
        localeError: he_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/hi.js

const hi_error = () => {
    const Sizable = {
        string: { unit: "अक्षर", verb: "रखने के लिए" },
        file: { unit: "बाइट्स", verb: "रखने के लिए" },
        array: { unit: "तत्व", verb: "रखने के लिए" },
        set: { unit: "तत्व", verb: "रखने के लिए" },
        map: { unit: "प्रविष्टियाँ", verb: "रखने के लिए" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "इनपुट",
        email: "ईमेल पता",
        url: "URL",
        emoji: "इमोजी",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO तिथि और समय",
        date: "ISO तिथि",
        time: "ISO समय",
        duration: "ISO अवधि",
        ipv4: "IPv4 पता",
        ipv6: "IPv6 पता",
        mac: "MAC पता",
        cidrv4: "IPv4 श्रेणी",
        cidrv6: "IPv6 श्रेणी",
        base64: "Base64-एन्कोडेड स्ट्रिंग",
        base64url: "Base64URL-एन्कोडेड स्ट्रिंग",
        json_string: "JSON स्ट्रिंग",
        e164: "E.164 संख्या",
        credit_card: "क्रेडिट कार्ड संख्या",
        currency_code: "मुद्रा कोड",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "इनपुट",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `अमान्य इनपुट: अपेक्षित ${expected}, प्राप्त ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `अमान्य इनपुट: अपेक्षित ${util.stringifyPrimitive(issue.values[0])}`;
                return `अमान्य विकल्प: अपेक्षित मानों में से एक ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `बहुत बड़ा: अपेक्षित था कि ${issue.origin ?? "मान"} में ${adj}${issue.maximum} ${sizing.unit} हों`;
                return `बहुत बड़ा: अपेक्षित था कि ${issue.origin ?? "मान"} ${adj}${issue.maximum} हो`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `बहुत छोटा: अपेक्षित था कि ${issue.origin} में ${adj}${issue.minimum} ${sizing.unit} हों`;
                return `बहुत छोटा: अपेक्षित था कि ${issue.origin} ${adj}${issue.minimum} हो`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `अमान्य स्ट्रिंग: "${_issue.prefix}" से शुरू होना चाहिए`;
                if (_issue.format === "ends_with")
                    return `अमान्य स्ट्रिंग: "${_issue.suffix}" पर समाप्त होना चाहिए`;
                if (_issue.format === "includes")
                    return `अमान्य स्ट्रिंग: इसमें "${_issue.includes}" शामिल होना चाहिए`;
                if (_issue.format === "regex")
                    return `अमान्य स्ट्रिंग: पैटर्न ${_issue.pattern} से मेल खाना चाहिए`;
                return `अमान्य ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `अमान्य संख्या: यह ${issue.divisor} का गुणज होना चाहिए`;
            case "unrecognized_keys":
                return `अपरिचित कुंजी${issue.keys.length > 1 ? "याँ" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `अमान्य कुंजी: ${issue.origin} में`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `अमान्य डिस्क्रिमिनेटर मान: अपेक्षित ${opts}`;
                }
                return "अमान्य इनपुट";
            case "invalid_element":
                return `अमान्य मान: ${issue.origin} में`;
            default:
                return `अमान्य इनपुट`;
        }
    };
};
/* harmony default export */ function hi() {
    return {
        localeError: hi_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/hr.js

const hr_error = () => {
    const Sizable = {
        string: { unit: "znakova", verb: "imati" },
        file: { unit: "bajtova", verb: "imati" },
        array: { unit: "stavki", verb: "imati" },
        set: { unit: "stavki", verb: "imati" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "unos",
        email: "email adresa",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datum i vrijeme",
        date: "ISO datum",
        time: "ISO vrijeme",
        duration: "ISO trajanje",
        ipv4: "IPv4 adresa",
        ipv6: "IPv6 adresa",
        mac: "MAC adresa",
        cidrv4: "IPv4 raspon",
        cidrv6: "IPv6 raspon",
        base64: "base64 kodirani tekst",
        base64url: "base64url kodirani tekst",
        json_string: "JSON tekst",
        e164: "E.164 broj",
        credit_card: "broj kreditne kartice",
        currency_code: "kod valute",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "unos",
    };
    const TypeDictionary = {
        nan: "NaN",
        string: "tekst",
        number: "broj",
        boolean: "boolean",
        array: "niz",
        object: "objekt",
        set: "skup",
        file: "datoteka",
        date: "datum",
        bigint: "bigint",
        symbol: "simbol",
        undefined: "undefined",
        null: "null",
        function: "funkcija",
        map: "mapa",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Neispravan unos: očekuje se instanceof ${issue.expected}, a primljeno je ${received}`;
                }
                return `Neispravan unos: očekuje se ${expected}, a primljeno je ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Neispravna vrijednost: očekivano ${util.stringifyPrimitive(issue.values[0])}`;
                return `Neispravna opcija: očekivano jedno od ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                if (sizing)
                    return `Preveliko: očekivano da ${origin ?? "vrijednost"} ima ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elemenata"}`;
                return `Preveliko: očekivano da ${origin ?? "vrijednost"} bude ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                if (sizing) {
                    return `Premalo: očekivano da ${origin} ima ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Premalo: očekivano da ${origin} bude ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Neispravan tekst: mora započinjati s "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Neispravan tekst: mora završavati s "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Neispravan tekst: mora sadržavati "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Neispravan tekst: mora odgovarati uzorku ${_issue.pattern}`;
                return `Neispravna ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Neispravan broj: mora biti višekratnik od ${issue.divisor}`;
            case "unrecognized_keys":
                return `Neprepoznat${issue.keys.length > 1 ? "i ključevi" : " ključ"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Neispravan ključ u ${TypeDictionary[issue.origin] ?? issue.origin}`;
            case "invalid_union":
                return "Neispravan unos";
            case "invalid_element":
                return `Neispravna vrijednost u ${TypeDictionary[issue.origin] ?? issue.origin}`;
            default:
                return `Neispravan unos`;
        }
    };
};
/* harmony default export */ function hr() {
    return {
        localeError: hr_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/hu.js

const hu_error = () => {
    const Sizable = {
        string: { unit: "karakter", verb: "legyen" },
        file: { unit: "byte", verb: "legyen" },
        array: { unit: "elem", verb: "legyen" },
        set: { unit: "elem", verb: "legyen" },
        map: { unit: "elem", verb: "legyen" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "bemenet",
        email: "email cím",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO időbélyeg",
        date: "ISO dátum",
        time: "ISO idő",
        duration: "ISO időintervallum",
        ipv4: "IPv4 cím",
        ipv6: "IPv6 cím",
        mac: "MAC cím",
        cidrv4: "IPv4 tartomány",
        cidrv6: "IPv6 tartomány",
        base64: "base64-kódolt string",
        base64url: "base64url-kódolt string",
        json_string: "JSON string",
        e164: "E.164 szám",
        credit_card: "hitelkártyaszám",
        currency_code: "pénznemkód",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "bemenet",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "szám",
        array: "tömb",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Érvénytelen bemenet: a várt érték instanceof ${issue.expected}, a kapott érték ${received}`;
                }
                return `Érvénytelen bemenet: a várt érték ${expected}, a kapott érték ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Érvénytelen bemenet: a várt érték ${util.stringifyPrimitive(issue.values[0])}`;
                return `Érvénytelen opció: valamelyik érték várt ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Túl nagy: ${issue.origin ?? "érték"} mérete túl nagy ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elem"}`;
                return `Túl nagy: a bemeneti érték ${issue.origin ?? "érték"} túl nagy: ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Túl kicsi: a bemeneti érték ${issue.origin} mérete túl kicsi ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Túl kicsi: a bemeneti érték ${issue.origin} túl kicsi ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Érvénytelen string: "${_issue.prefix}" értékkel kell kezdődnie`;
                if (_issue.format === "ends_with")
                    return `Érvénytelen string: "${_issue.suffix}" értékkel kell végződnie`;
                if (_issue.format === "includes")
                    return `Érvénytelen string: "${_issue.includes}" értéket kell tartalmaznia`;
                if (_issue.format === "regex")
                    return `Érvénytelen string: ${_issue.pattern} mintának kell megfelelnie`;
                return `Érvénytelen ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Érvénytelen szám: ${issue.divisor} többszörösének kell lennie`;
            case "unrecognized_keys":
                return `Ismeretlen kulcs${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Érvénytelen kulcs ${issue.origin}`;
            case "invalid_union":
                return "Érvénytelen bemenet";
            case "invalid_element":
                return `Érvénytelen érték: ${issue.origin}`;
            default:
                return `Érvénytelen bemenet`;
        }
    };
};
/* harmony default export */ function hu() {
    return {
        localeError: hu_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/hy.js

function getArmenianPlural(count, one, many) {
    return Math.abs(count) === 1 ? one : many;
}
function withDefiniteArticle(word) {
    if (!word)
        return "";
    const vowels = ["ա", "ե", "ը", "ի", "ո", "ու", "օ"];
    const lastChar = word[word.length - 1];
    return word + (vowels.includes(lastChar) ? "ն" : "ը");
}
const hy_error = () => {
    const Sizable = {
        string: {
            unit: {
                one: "նշան",
                many: "նշաններ",
            },
            verb: "ունենալ",
        },
        file: {
            unit: {
                one: "բայթ",
                many: "բայթեր",
            },
            verb: "ունենալ",
        },
        array: {
            unit: {
                one: "տարր",
                many: "տարրեր",
            },
            verb: "ունենալ",
        },
        set: {
            unit: {
                one: "տարր",
                many: "տարրեր",
            },
            verb: "ունենալ",
        },
        map: {
            unit: {
                one: "տարր",
                many: "տարրեր",
            },
            verb: "ունենալ",
        },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "մուտք",
        email: "էլ. հասցե",
        url: "URL",
        emoji: "էմոջի",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO ամսաթիվ և ժամ",
        date: "ISO ամսաթիվ",
        time: "ISO ժամ",
        duration: "ISO տևողություն",
        ipv4: "IPv4 հասցե",
        ipv6: "IPv6 հասցե",
        mac: "MAC հասցե",
        cidrv4: "IPv4 միջակայք",
        cidrv6: "IPv6 միջակայք",
        base64: "base64 ձևաչափով տող",
        base64url: "base64url ձևաչափով տող",
        json_string: "JSON տող",
        e164: "E.164 համար",
        credit_card: "կրեդիտ քարտի համար",
        currency_code: "արժույթի կոդ",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "մուտք",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "թիվ",
        array: "զանգված",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Սխալ մուտքագրում․ սպասվում էր instanceof ${issue.expected}, ստացվել է ${received}`;
                }
                return `Սխալ մուտքագրում․ սպասվում էր ${expected}, ստացվել է ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Սխալ մուտքագրում․ սպասվում էր ${util.stringifyPrimitive(issue.values[1])}`;
                return `Սխալ տարբերակ․ սպասվում էր հետևյալներից մեկը՝ ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    const maxValue = Number(issue.maximum);
                    const unit = getArmenianPlural(maxValue, sizing.unit.one, sizing.unit.many);
                    return `Չափազանց մեծ արժեք․ սպասվում է, որ ${withDefiniteArticle(issue.origin ?? "արժեք")} կունենա ${adj}${issue.maximum.toString()} ${unit}`;
                }
                return `Չափազանց մեծ արժեք․ սպասվում է, որ ${withDefiniteArticle(issue.origin ?? "արժեք")} լինի ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    const minValue = Number(issue.minimum);
                    const unit = getArmenianPlural(minValue, sizing.unit.one, sizing.unit.many);
                    return `Չափազանց փոքր արժեք․ սպասվում է, որ ${withDefiniteArticle(issue.origin)} կունենա ${adj}${issue.minimum.toString()} ${unit}`;
                }
                return `Չափազանց փոքր արժեք․ սպասվում է, որ ${withDefiniteArticle(issue.origin)} լինի ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Սխալ տող․ պետք է սկսվի "${_issue.prefix}"-ով`;
                if (_issue.format === "ends_with")
                    return `Սխալ տող․ պետք է ավարտվի "${_issue.suffix}"-ով`;
                if (_issue.format === "includes")
                    return `Սխալ տող․ պետք է պարունակի "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Սխալ տող․ պետք է համապատասխանի ${_issue.pattern} ձևաչափին`;
                return `Սխալ ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Սխալ թիվ․ պետք է բազմապատիկ լինի ${issue.divisor}-ի`;
            case "unrecognized_keys":
                return `Չճանաչված բանալի${issue.keys.length > 1 ? "ներ" : ""}. ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Սխալ բանալի ${withDefiniteArticle(issue.origin)}-ում`;
            case "invalid_union":
                return "Սխալ մուտքագրում";
            case "invalid_element":
                return `Սխալ արժեք ${withDefiniteArticle(issue.origin)}-ում`;
            default:
                return `Սխալ մուտքագրում`;
        }
    };
};
/* harmony default export */ function hy() {
    return {
        localeError: hy_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/id.js

const id_error = () => {
    const Sizable = {
        string: { unit: "karakter", verb: "memiliki" },
        file: { unit: "byte", verb: "memiliki" },
        array: { unit: "item", verb: "memiliki" },
        set: { unit: "item", verb: "memiliki" },
        map: { unit: "item", verb: "memiliki" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "alamat email",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "tanggal dan waktu format ISO",
        date: "tanggal format ISO",
        time: "jam format ISO",
        duration: "durasi format ISO",
        ipv4: "alamat IPv4",
        ipv6: "alamat IPv6",
        mac: "alamat MAC",
        cidrv4: "rentang alamat IPv4",
        cidrv6: "rentang alamat IPv6",
        base64: "string dengan enkode base64",
        base64url: "string dengan enkode base64url",
        json_string: "string JSON",
        e164: "angka E.164",
        credit_card: "nomor kartu kredit",
        currency_code: "kode mata uang",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Input tidak valid: diharapkan instanceof ${issue.expected}, diterima ${received}`;
                }
                return `Input tidak valid: diharapkan ${expected}, diterima ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Input tidak valid: diharapkan ${util.stringifyPrimitive(issue.values[0])}`;
                return `Pilihan tidak valid: diharapkan salah satu dari ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Terlalu besar: diharapkan ${issue.origin ?? "value"} memiliki ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elemen"}`;
                return `Terlalu besar: diharapkan ${issue.origin ?? "value"} menjadi ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Terlalu kecil: diharapkan ${issue.origin} memiliki ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Terlalu kecil: diharapkan ${issue.origin} menjadi ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `String tidak valid: harus dimulai dengan "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `String tidak valid: harus berakhir dengan "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `String tidak valid: harus menyertakan "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `String tidak valid: harus sesuai pola ${_issue.pattern}`;
                return `${FormatDictionary[_issue.format] ?? issue.format} tidak valid`;
            }
            case "not_multiple_of":
                return `Angka tidak valid: harus kelipatan dari ${issue.divisor}`;
            case "unrecognized_keys":
                return `Kunci tidak dikenali ${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Kunci tidak valid di ${issue.origin}`;
            case "invalid_union":
                return "Input tidak valid";
            case "invalid_element":
                return `Nilai tidak valid di ${issue.origin}`;
            default:
                return `Input tidak valid`;
        }
    };
};
/* harmony default export */ function id() {
    return {
        localeError: id_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/is.js

const is_error = () => {
    const Sizable = {
        string: { unit: "stafi", verb: "að hafa" },
        file: { unit: "bæti", verb: "að hafa" },
        array: { unit: "hluti", verb: "að hafa" },
        set: { unit: "hluti", verb: "að hafa" },
        map: { unit: "hluti", verb: "að hafa" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "gildi",
        email: "netfang",
        url: "vefslóð",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO dagsetning og tími",
        date: "ISO dagsetning",
        time: "ISO tími",
        duration: "ISO tímalengd",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded strengur",
        base64url: "base64url-encoded strengur",
        json_string: "JSON strengur",
        e164: "E.164 tölugildi",
        credit_card: "kreditkortanúmer",
        currency_code: "gjaldmiðilskóði",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "gildi",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "númer",
        array: "fylki",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Rangt gildi: Þú slóst inn ${received} þar sem á að vera instanceof ${issue.expected}`;
                }
                return `Rangt gildi: Þú slóst inn ${received} þar sem á að vera ${expected}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Rangt gildi: gert ráð fyrir ${util.stringifyPrimitive(issue.values[0])}`;
                return `Ógilt val: má vera eitt af eftirfarandi ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Of stórt: gert er ráð fyrir að ${issue.origin ?? "gildi"} hafi ${adj}${issue.maximum.toString()} ${sizing.unit ?? "hluti"}`;
                return `Of stórt: gert er ráð fyrir að ${issue.origin ?? "gildi"} sé ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Of lítið: gert er ráð fyrir að ${issue.origin} hafi ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Of lítið: gert er ráð fyrir að ${issue.origin} sé ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Ógildur strengur: verður að byrja á "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Ógildur strengur: verður að enda á "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Ógildur strengur: verður að innihalda "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Ógildur strengur: verður að fylgja mynstri ${_issue.pattern}`;
                return `Rangt ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Röng tala: verður að vera margfeldi af ${issue.divisor}`;
            case "unrecognized_keys":
                return `Óþekkt ${issue.keys.length > 1 ? "ir lyklar" : "ur lykill"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Rangur lykill í ${issue.origin}`;
            case "invalid_union":
                return "Rangt gildi";
            case "invalid_element":
                return `Rangt gildi í ${issue.origin}`;
            default:
                return `Rangt gildi`;
        }
    };
};
/* harmony default export */ function is() {
    return {
        localeError: is_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/it.js

const it_error = () => {
    const Sizable = {
        string: { unit: "caratteri", verb: "avere" },
        file: { unit: "byte", verb: "avere" },
        array: { unit: "elementi", verb: "avere" },
        set: { unit: "elementi", verb: "avere" },
        map: { unit: "elementi", verb: "avere" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "indirizzo email",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "data e ora ISO",
        date: "data ISO",
        time: "ora ISO",
        duration: "durata ISO",
        ipv4: "indirizzo IPv4",
        ipv6: "indirizzo IPv6",
        mac: "indirizzo MAC",
        cidrv4: "intervallo IPv4",
        cidrv6: "intervallo IPv6",
        base64: "stringa codificata in base64",
        base64url: "URL codificata in base64",
        json_string: "stringa JSON",
        e164: "numero E.164",
        credit_card: "numero di carta di credito",
        currency_code: "codice valuta",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "numero",
        array: "vettore",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Input non valido: atteso instanceof ${issue.expected}, ricevuto ${received}`;
                }
                return `Input non valido: atteso ${expected}, ricevuto ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Input non valido: atteso ${util.stringifyPrimitive(issue.values[0])}`;
                return `Opzione non valida: atteso uno tra ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Troppo grande: ${issue.origin ?? "valore"} deve avere ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elementi"}`;
                return `Troppo grande: ${issue.origin ?? "valore"} deve essere ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Troppo piccolo: ${issue.origin} deve avere ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Troppo piccolo: ${issue.origin} deve essere ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Stringa non valida: deve iniziare con "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Stringa non valida: deve terminare con "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Stringa non valida: deve includere "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Stringa non valida: deve corrispondere al pattern ${_issue.pattern}`;
                return `Input non valido: ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Numero non valido: deve essere un multiplo di ${issue.divisor}`;
            case "unrecognized_keys":
                return `Chiav${issue.keys.length > 1 ? "i" : "e"} non riconosciut${issue.keys.length > 1 ? "e" : "a"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Chiave non valida in ${issue.origin}`;
            case "invalid_union":
                return "Input non valido";
            case "invalid_element":
                return `Valore non valido in ${issue.origin}`;
            default:
                return `Input non valido`;
        }
    };
};
/* harmony default export */ function it() {
    return {
        localeError: it_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ja.js

const ja_error = () => {
    const Sizable = {
        string: { unit: "文字", verb: "である" },
        file: { unit: "バイト", verb: "である" },
        array: { unit: "要素", verb: "である" },
        set: { unit: "要素", verb: "である" },
        map: { unit: "要素", verb: "である" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "入力値",
        email: "メールアドレス",
        url: "URL",
        emoji: "絵文字",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO日時",
        date: "ISO日付",
        time: "ISO時刻",
        duration: "ISO期間",
        ipv4: "IPv4アドレス",
        ipv6: "IPv6アドレス",
        mac: "MACアドレス",
        cidrv4: "IPv4範囲",
        cidrv6: "IPv6範囲",
        base64: "base64エンコード文字列",
        base64url: "base64urlエンコード文字列",
        json_string: "JSON文字列",
        e164: "E.164番号",
        credit_card: "クレジットカード番号",
        currency_code: "通貨コード",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "入力値",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "数値",
        array: "配列",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `無効な入力: instanceof ${issue.expected}が期待されましたが、${received}が入力されました`;
                }
                return `無効な入力: ${expected}が期待されましたが、${received}が入力されました`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `無効な入力: ${util.stringifyPrimitive(issue.values[0])}が期待されました`;
                return `無効な選択: ${util.joinValues(issue.values, "、")}のいずれかである必要があります`;
            case "too_big": {
                const adj = issue.inclusive ? "以下である" : "より小さい";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `大きすぎる値: ${issue.origin ?? "値"}は${issue.maximum.toString()}${sizing.unit ?? "要素"}${adj}必要があります`;
                return `大きすぎる値: ${issue.origin ?? "値"}は${issue.maximum.toString()}${adj}必要があります`;
            }
            case "too_small": {
                const adj = issue.inclusive ? "以上である" : "より大きい";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `小さすぎる値: ${issue.origin}は${issue.minimum.toString()}${sizing.unit}${adj}必要があります`;
                return `小さすぎる値: ${issue.origin}は${issue.minimum.toString()}${adj}必要があります`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `無効な文字列: "${_issue.prefix}"で始まる必要があります`;
                if (_issue.format === "ends_with")
                    return `無効な文字列: "${_issue.suffix}"で終わる必要があります`;
                if (_issue.format === "includes")
                    return `無効な文字列: "${_issue.includes}"を含む必要があります`;
                if (_issue.format === "regex")
                    return `無効な文字列: パターン${_issue.pattern}に一致する必要があります`;
                return `無効な${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `無効な数値: ${issue.divisor}の倍数である必要があります`;
            case "unrecognized_keys":
                return `認識されていないキー${issue.keys.length > 1 ? "群" : ""}: ${util.joinValues(issue.keys, "、")}`;
            case "invalid_key":
                return `${issue.origin}内の無効なキー`;
            case "invalid_union":
                return "無効な入力";
            case "invalid_element":
                return `${issue.origin}内の無効な値`;
            default:
                return `無効な入力`;
        }
    };
};
/* harmony default export */ function ja() {
    return {
        localeError: ja_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ka.js

const ka_error = () => {
    const Sizable = {
        string: { unit: "სიმბოლო", verb: "უნდა შეიცავდეს" },
        file: { unit: "ბაიტი", verb: "უნდა შეიცავდეს" },
        array: { unit: "ელემენტი", verb: "უნდა შეიცავდეს" },
        set: { unit: "ელემენტი", verb: "უნდა შეიცავდეს" },
        map: { unit: "ელემენტი", verb: "უნდა შეიცავდეს" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "შეყვანა",
        email: "ელ-ფოსტის მისამართი",
        url: "URL",
        emoji: "ემოჯი",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "თარიღი-დრო",
        date: "თარიღი",
        time: "დრო",
        duration: "ხანგრძლივობა",
        ipv4: "IPv4 მისამართი",
        ipv6: "IPv6 მისამართი",
        mac: "MAC მისამართი",
        cidrv4: "IPv4 დიაპაზონი",
        cidrv6: "IPv6 დიაპაზონი",
        base64: "base64-კოდირებული ველი",
        base64url: "base64url-კოდირებული ველი",
        json_string: "JSON ველი",
        e164: "E.164 ნომერი",
        credit_card: "საკრედიტო ბარათის ნომერი",
        currency_code: "ვალუტის კოდი",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "შეყვანა",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "რიცხვი",
        string: "ველი",
        boolean: "ბულეანი",
        function: "ფუნქცია",
        array: "მასივი",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `არასწორი შეყვანა: მოსალოდნელი instanceof ${issue.expected}, მიღებული ${received}`;
                }
                return `არასწორი შეყვანა: მოსალოდნელი ${expected}, მიღებული ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `არასწორი შეყვანა: მოსალოდნელი ${util.stringifyPrimitive(issue.values[0])}`;
                return `არასწორი ვარიანტი: მოსალოდნელია ერთ-ერთი ${util.joinValues(issue.values, "|")}-დან`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `ზედმეტად დიდი: მოსალოდნელი ${issue.origin ?? "მნიშვნელობა"} ${sizing.verb} ${adj}${issue.maximum.toString()} ${sizing.unit}`;
                return `ზედმეტად დიდი: მოსალოდნელი ${issue.origin ?? "მნიშვნელობა"} იყოს ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `ზედმეტად პატარა: მოსალოდნელი ${issue.origin} ${sizing.verb} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `ზედმეტად პატარა: მოსალოდნელი ${issue.origin} იყოს ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `არასწორი ველი: უნდა იწყებოდეს "${_issue.prefix}"-ით`;
                }
                if (_issue.format === "ends_with")
                    return `არასწორი ველი: უნდა მთავრდებოდეს "${_issue.suffix}"-ით`;
                if (_issue.format === "includes")
                    return `არასწორი ველი: უნდა შეიცავდეს "${_issue.includes}"-ს`;
                if (_issue.format === "regex")
                    return `არასწორი ველი: უნდა შეესაბამებოდეს შაბლონს ${_issue.pattern}`;
                return `არასწორი ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `არასწორი რიცხვი: უნდა იყოს ${issue.divisor}-ის ჯერადი`;
            case "unrecognized_keys":
                return `უცნობი გასაღებ${issue.keys.length > 1 ? "ები" : "ი"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `არასწორი გასაღები ${issue.origin}-ში`;
            case "invalid_union":
                return "არასწორი შეყვანა";
            case "invalid_element":
                return `არასწორი მნიშვნელობა ${issue.origin}-ში`;
            default:
                return `არასწორი შეყვანა`;
        }
    };
};
/* harmony default export */ function ka() {
    return {
        localeError: ka_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/km.js

const km_error = () => {
    const Sizable = {
        string: { unit: "តួអក្សរ", verb: "គួរមាន" },
        file: { unit: "បៃ", verb: "គួរមាន" },
        array: { unit: "ធាតុ", verb: "គួរមាន" },
        set: { unit: "ធាតុ", verb: "គួរមាន" },
        map: { unit: "ធាតុ", verb: "គួរមាន" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ទិន្នន័យបញ្ចូល",
        email: "អាសយដ្ឋានអ៊ីមែល",
        url: "URL",
        emoji: "សញ្ញាអារម្មណ៍",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "កាលបរិច្ឆេទ និងម៉ោង ISO",
        date: "កាលបរិច្ឆេទ ISO",
        time: "ម៉ោង ISO",
        duration: "រយៈពេល ISO",
        ipv4: "អាសយដ្ឋាន IPv4",
        ipv6: "អាសយដ្ឋាន IPv6",
        mac: "អាសយដ្ឋាន MAC",
        cidrv4: "ដែនអាសយដ្ឋាន IPv4",
        cidrv6: "ដែនអាសយដ្ឋាន IPv6",
        base64: "ខ្សែអក្សរអ៊ិកូដ base64",
        base64url: "ខ្សែអក្សរអ៊ិកូដ base64url",
        json_string: "ខ្សែអក្សរ JSON",
        e164: "លេខ E.164",
        credit_card: "លេខប័ណ្ណឥណទាន",
        currency_code: "កូដរូបិយប័ណ្ណ",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ទិន្នន័យបញ្ចូល",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "លេខ",
        array: "អារេ (Array)",
        null: "គ្មានតម្លៃ (null)",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `ទិន្នន័យបញ្ចូលមិនត្រឹមត្រូវ៖ ត្រូវការ instanceof ${issue.expected} ប៉ុន្តែទទួលបាន ${received}`;
                }
                return `ទិន្នន័យបញ្ចូលមិនត្រឹមត្រូវ៖ ត្រូវការ ${expected} ប៉ុន្តែទទួលបាន ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `ទិន្នន័យបញ្ចូលមិនត្រឹមត្រូវ៖ ត្រូវការ ${util.stringifyPrimitive(issue.values[0])}`;
                return `ជម្រើសមិនត្រឹមត្រូវ៖ ត្រូវជាមួយក្នុងចំណោម ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `ធំពេក៖ ត្រូវការ ${issue.origin ?? "តម្លៃ"} ${adj} ${issue.maximum.toString()} ${sizing.unit ?? "ធាតុ"}`;
                return `ធំពេក៖ ត្រូវការ ${issue.origin ?? "តម្លៃ"} ${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `តូចពេក៖ ត្រូវការ ${issue.origin} ${adj} ${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `តូចពេក៖ ត្រូវការ ${issue.origin} ${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវចាប់ផ្តើមដោយ "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវបញ្ចប់ដោយ "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវមាន "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវតែផ្គូផ្គងនឹងទម្រង់ដែលបានកំណត់ ${_issue.pattern}`;
                return `មិនត្រឹមត្រូវ៖ ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `លេខមិនត្រឹមត្រូវ៖ ត្រូវតែជាពហុគុណនៃ ${issue.divisor}`;
            case "unrecognized_keys":
                return `រកឃើញសោមិនស្គាល់៖ ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `សោមិនត្រឹមត្រូវនៅក្នុង ${issue.origin}`;
            case "invalid_union":
                return `ទិន្នន័យមិនត្រឹមត្រូវ`;
            case "invalid_element":
                return `ទិន្នន័យមិនត្រឹមត្រូវនៅក្នុង ${issue.origin}`;
            default:
                return `ទិន្នន័យមិនត្រឹមត្រូវ`;
        }
    };
};
/* harmony default export */ function km() {
    return {
        localeError: km_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/kh.js

/** @deprecated Use `km` instead. */
/* harmony default export */ function kh() {
    return km();
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/kn.js

const kn_error = () => {
    const Sizable = {
        string: { unit: "ಅಕ್ಷರಗಳು", verb: "ಹೊಂದಲು" },
        file: { unit: "ಬೈಟ್‌ಗಳು", verb: "ಹೊಂದಲು" },
        array: { unit: "ವಸ್ತುಗಳು", verb: "ಹೊಂದಲು" },
        set: { unit: "ವಸ್ತುಗಳು", verb: "ಹೊಂದಲು" },
        map: { unit: "entries", verb: "ಹೊಂದಲು" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ಇನ್ಪುಟ್",
        email: "email ವಿಳಾಸ",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO ದಿನಾಂಕದ ಸಮಯ",
        date: "ISO ದಿನಾಂಕ",
        time: "ISO ಸಮಯ",
        duration: "ISO ಅವಧಿ",
        ipv4: "IPv4 ವಿಳಾಸ",
        ipv6: "IPv6 ವಿಳಾಸ",
        mac: "MAC ವಿಳಾಸ",
        cidrv4: "IPv4 ವ್ಯಾಪ್ತಿಯ",
        cidrv6: "IPv6 ವ್ಯಾಪ್ತಿಯ",
        base64: "base64-encodedಸ್ಟ್ರಿಂಗ್",
        base64url: "base64url-encodedಸ್ಟ್ರಿಂಗ್",
        json_string: "JSONಸ್ಟ್ರಿಂಗ್",
        e164: "E.164 ಸಂಖ್ಯೆ",
        credit_card: "ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್ ಸಂಖ್ಯೆ",
        currency_code: "ಕರೆನ್ಸಿ ಕೋಡ್",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ಇನ್ಪುಟ್",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${expected}, ಸ್ವೀಕರಿಸಿದನು ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${util.stringifyPrimitive(issue.values[0])}`;
                return `ಅಮಾನ್ಯ ಆಯ್ಕೆ: ಇವುಗಳಲ್ಲಿ ಒಂದನ್ನು ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `ತುಂಬಾ ದೊಡ್ಡದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${issue.origin ?? "value"} ಹೊಂದಲು ${adj}${issue.maximum.toString()} ${sizing.unit ?? "ಅಂಶಗಳು"}`;
                return `ತುಂಬಾ ದೊಡ್ಡದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${issue.origin ?? "value"} ಎಂದು ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `ತುಂಬಾ ಚಿಕ್ಕದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${issue.origin} ಹೊಂದಲು ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `ತುಂಬಾ ಚಿಕ್ಕದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${issue.origin} ಎಂದು ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `ಅಮಾನ್ಯವಾದ ಸ್ಟ್ರಿಂಗ್: ಇದರೊಂದಿಗೆ ಪ್ರಾರಂಭಿಸಬೇಕು "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `ಅಮಾನ್ಯವಾದ ಸ್ಟ್ರಿಂಗ್: ಇದರೊಂದಿಗೆ ಕೊನೆಗೊಳ್ಳಬೇಕು "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `ಅಮಾನ್ಯ ಸ್ಟ್ರಿಂಗ್: ಒಳಗೊಂಡಿರಬೇಕು "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `ಅಮಾನ್ಯವಾದ ಸ್ಟ್ರಿಂಗ್: ಮಾದರಿಗೆ ಹೊಂದಿಕೆಯಾಗಬೇಕು ${_issue.pattern}`;
                return `ಅಮಾನ್ಯ ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `ಅಮಾನ್ಯ ಸಂಖ್ಯೆ: ಬಹುಸಂಖ್ಯೆಯಾಗಿರಬೇಕು ${issue.divisor}`;
            case "unrecognized_keys":
                return `ಗುರುತಿಸಲಾಗದ ಕೀ ${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `ಅಮಾನ್ಯವಾದ ಕೀ ಇನ್ ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `ಅಮಾನ್ಯ ತಾರತಮ್ಯ ಮೌಲ್ಯ. ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${opts}`;
                }
                return "ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್";
            case "invalid_element":
                return `ರಲ್ಲಿ ಅಮಾನ್ಯ ಮೌಲ್ಯ ${issue.origin}`;
            default:
                return `ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್`;
        }
    };
};
/* harmony default export */ function kn() {
    return {
        localeError: kn_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ko.js

const ko_error = () => {
    const Sizable = {
        string: { unit: "문자", verb: "to have" },
        file: { unit: "바이트", verb: "to have" },
        array: { unit: "개", verb: "to have" },
        set: { unit: "개", verb: "to have" },
        map: { unit: "개", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "입력",
        email: "이메일 주소",
        url: "URL",
        emoji: "이모지",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO 날짜시간",
        date: "ISO 날짜",
        time: "ISO 시간",
        duration: "ISO 기간",
        ipv4: "IPv4 주소",
        ipv6: "IPv6 주소",
        mac: "MAC 주소",
        cidrv4: "IPv4 범위",
        cidrv6: "IPv6 범위",
        base64: "base64 인코딩 문자열",
        base64url: "base64url 인코딩 문자열",
        json_string: "JSON 문자열",
        e164: "E.164 번호",
        credit_card: "신용카드 번호",
        currency_code: "통화 코드",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "입력",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `잘못된 입력: 예상 타입은 instanceof ${issue.expected}, 받은 타입은 ${received}입니다`;
                }
                return `잘못된 입력: 예상 타입은 ${expected}, 받은 타입은 ${received}입니다`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `잘못된 입력: 값은 ${util.stringifyPrimitive(issue.values[0])} 이어야 합니다`;
                return `잘못된 옵션: ${util.joinValues(issue.values, "또는 ")} 중 하나여야 합니다`;
            case "too_big": {
                const adj = issue.inclusive ? "이하" : "미만";
                const suffix = adj === "미만" ? "이어야 합니다" : "여야 합니다";
                const sizing = getSizing(issue.origin);
                const unit = sizing?.unit ?? "요소";
                if (sizing)
                    return `${issue.origin ?? "값"}이 너무 큽니다: ${issue.maximum.toString()}${unit} ${adj}${suffix}`;
                return `${issue.origin ?? "값"}이 너무 큽니다: ${issue.maximum.toString()} ${adj}${suffix}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? "이상" : "초과";
                const suffix = adj === "이상" ? "이어야 합니다" : "여야 합니다";
                const sizing = getSizing(issue.origin);
                const unit = sizing?.unit ?? "요소";
                if (sizing) {
                    return `${issue.origin ?? "값"}이 너무 작습니다: ${issue.minimum.toString()}${unit} ${adj}${suffix}`;
                }
                return `${issue.origin ?? "값"}이 너무 작습니다: ${issue.minimum.toString()} ${adj}${suffix}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `잘못된 문자열: "${_issue.prefix}"(으)로 시작해야 합니다`;
                }
                if (_issue.format === "ends_with")
                    return `잘못된 문자열: "${_issue.suffix}"(으)로 끝나야 합니다`;
                if (_issue.format === "includes")
                    return `잘못된 문자열: "${_issue.includes}"을(를) 포함해야 합니다`;
                if (_issue.format === "regex")
                    return `잘못된 문자열: 정규식 ${_issue.pattern} 패턴과 일치해야 합니다`;
                return `잘못된 ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `잘못된 숫자: ${issue.divisor}의 배수여야 합니다`;
            case "unrecognized_keys":
                return `인식할 수 없는 키: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `잘못된 키: ${issue.origin}`;
            case "invalid_union":
                return `잘못된 입력`;
            case "invalid_element":
                return `잘못된 값: ${issue.origin}`;
            default:
                return `잘못된 입력`;
        }
    };
};
/* harmony default export */ function ko() {
    return {
        localeError: ko_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/lt.js

const capitalizeFirstCharacter = (text) => {
    return text.charAt(0).toUpperCase() + text.slice(1);
};
function getUnitTypeFromNumber(number) {
    const abs = Math.abs(number);
    const last = abs % 10;
    const last2 = abs % 100;
    if ((last2 >= 11 && last2 <= 19) || last === 0)
        return "many";
    if (last === 1)
        return "one";
    return "few";
}
const lt_error = () => {
    const Sizable = {
        string: {
            unit: {
                one: "simbolis",
                few: "simboliai",
                many: "simbolių",
            },
            verb: {
                smaller: {
                    inclusive: "turi būti ne ilgesnė kaip",
                    notInclusive: "turi būti trumpesnė kaip",
                },
                bigger: {
                    inclusive: "turi būti ne trumpesnė kaip",
                    notInclusive: "turi būti ilgesnė kaip",
                },
            },
        },
        file: {
            unit: {
                one: "baitas",
                few: "baitai",
                many: "baitų",
            },
            verb: {
                smaller: {
                    inclusive: "turi būti ne didesnis kaip",
                    notInclusive: "turi būti mažesnis kaip",
                },
                bigger: {
                    inclusive: "turi būti ne mažesnis kaip",
                    notInclusive: "turi būti didesnis kaip",
                },
            },
        },
        array: {
            unit: {
                one: "elementą",
                few: "elementus",
                many: "elementų",
            },
            verb: {
                smaller: {
                    inclusive: "turi turėti ne daugiau kaip",
                    notInclusive: "turi turėti mažiau kaip",
                },
                bigger: {
                    inclusive: "turi turėti ne mažiau kaip",
                    notInclusive: "turi turėti daugiau kaip",
                },
            },
        },
        set: {
            unit: {
                one: "elementą",
                few: "elementus",
                many: "elementų",
            },
            verb: {
                smaller: {
                    inclusive: "turi turėti ne daugiau kaip",
                    notInclusive: "turi turėti mažiau kaip",
                },
                bigger: {
                    inclusive: "turi turėti ne mažiau kaip",
                    notInclusive: "turi turėti daugiau kaip",
                },
            },
        },
    };
    function getSizing(origin, unitType, inclusive, targetShouldBe) {
        const result = Sizable[origin] ?? null;
        if (result === null)
            return result;
        return {
            unit: result.unit[unitType],
            verb: result.verb[targetShouldBe][inclusive ? "inclusive" : "notInclusive"],
        };
    }
    const FormatDictionary = {
        regex: "įvestis",
        email: "el. pašto adresas",
        url: "URL",
        emoji: "jaustukas",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO data ir laikas",
        date: "ISO data",
        time: "ISO laikas",
        duration: "ISO trukmė",
        ipv4: "IPv4 adresas",
        ipv6: "IPv6 adresas",
        mac: "MAC adresas",
        cidrv4: "IPv4 tinklo prefiksas (CIDR)",
        cidrv6: "IPv6 tinklo prefiksas (CIDR)",
        base64: "base64 užkoduota eilutė",
        base64url: "base64url užkoduota eilutė",
        json_string: "JSON eilutė",
        e164: "E.164 numeris",
        credit_card: "kredito kortelės numeris",
        currency_code: "valiutos kodas",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "įvestis",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "skaičius",
        bigint: "sveikasis skaičius",
        string: "eilutė",
        boolean: "loginė reikšmė",
        undefined: "neapibrėžta reikšmė",
        function: "funkcija",
        symbol: "simbolis",
        array: "masyvas",
        object: "objektas",
        null: "nulinė reikšmė",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Gautas tipas ${received}, o tikėtasi - instanceof ${issue.expected}`;
                }
                return `Gautas tipas ${received}, o tikėtasi - ${expected}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Privalo būti ${util.stringifyPrimitive(issue.values[0])}`;
                return `Privalo būti vienas iš ${util.joinValues(issue.values, "|")} pasirinkimų`;
            case "too_big": {
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                const sizing = getSizing(issue.origin, getUnitTypeFromNumber(Number(issue.maximum)), issue.inclusive ?? false, "smaller");
                if (sizing?.verb)
                    return `${capitalizeFirstCharacter(origin ?? issue.origin ?? "reikšmė")} ${sizing.verb} ${issue.maximum.toString()} ${sizing.unit ?? "elementų"}`;
                const adj = issue.inclusive ? "ne didesnis kaip" : "mažesnis kaip";
                return `${capitalizeFirstCharacter(origin ?? issue.origin ?? "reikšmė")} turi būti ${adj} ${issue.maximum.toString()} ${sizing?.unit}`;
            }
            case "too_small": {
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                const sizing = getSizing(issue.origin, getUnitTypeFromNumber(Number(issue.minimum)), issue.inclusive ?? false, "bigger");
                if (sizing?.verb)
                    return `${capitalizeFirstCharacter(origin ?? issue.origin ?? "reikšmė")} ${sizing.verb} ${issue.minimum.toString()} ${sizing.unit ?? "elementų"}`;
                const adj = issue.inclusive ? "ne mažesnis kaip" : "didesnis kaip";
                return `${capitalizeFirstCharacter(origin ?? issue.origin ?? "reikšmė")} turi būti ${adj} ${issue.minimum.toString()} ${sizing?.unit}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Eilutė privalo prasidėti "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Eilutė privalo pasibaigti "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Eilutė privalo įtraukti "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Eilutė privalo atitikti ${_issue.pattern}`;
                return `Neteisingas ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Skaičius privalo būti ${issue.divisor} kartotinis.`;
            case "unrecognized_keys":
                return `Neatpažint${issue.keys.length > 1 ? "i" : "as"} rakt${issue.keys.length > 1 ? "ai" : "as"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return "Rastas klaidingas raktas";
            case "invalid_union":
                return "Klaidinga įvestis";
            case "invalid_element": {
                const origin = TypeDictionary[issue.origin] ?? issue.origin;
                return `${capitalizeFirstCharacter(origin ?? issue.origin ?? "reikšmė")} turi klaidingą įvestį`;
            }
            default:
                return "Klaidinga įvestis";
        }
    };
};
/* harmony default export */ function lt() {
    return {
        localeError: lt_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/mk.js

const mk_error = () => {
    const Sizable = {
        string: { unit: "знаци", verb: "да имаат" },
        file: { unit: "бајти", verb: "да имаат" },
        array: { unit: "ставки", verb: "да имаат" },
        set: { unit: "ставки", verb: "да имаат" },
        map: { unit: "ставки", verb: "да имаат" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "внес",
        email: "адреса на е-пошта",
        url: "URL",
        emoji: "емоџи",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO датум и време",
        date: "ISO датум",
        time: "ISO време",
        duration: "ISO времетраење",
        ipv4: "IPv4 адреса",
        ipv6: "IPv6 адреса",
        mac: "MAC адреса",
        cidrv4: "IPv4 опсег",
        cidrv6: "IPv6 опсег",
        base64: "base64-енкодирана низа",
        base64url: "base64url-енкодирана низа",
        json_string: "JSON низа",
        e164: "E.164 број",
        credit_card: "број на кредитна картичка",
        currency_code: "код на валута",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "внес",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "број",
        array: "низа",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Грешен внес: се очекува instanceof ${issue.expected}, примено ${received}`;
                }
                return `Грешен внес: се очекува ${expected}, примено ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${util.stringifyPrimitive(issue.values[0])}`;
                return `Грешана опција: се очекува една ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Премногу голем: се очекува ${issue.origin ?? "вредноста"} да има ${adj}${issue.maximum.toString()} ${sizing.unit ?? "елементи"}`;
                return `Премногу голем: се очекува ${issue.origin ?? "вредноста"} да биде ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Премногу мал: се очекува ${issue.origin} да има ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Премногу мал: се очекува ${issue.origin} да биде ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Неважечка низа: мора да започнува со "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Неважечка низа: мора да завршува со "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Неважечка низа: мора да вклучува "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Неважечка низа: мора да одгоара на патернот ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Грешен број: мора да биде делив со ${issue.divisor}`;
            case "unrecognized_keys":
                return `${issue.keys.length > 1 ? "Непрепознаени клучеви" : "Непрепознаен клуч"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Грешен клуч во ${issue.origin}`;
            case "invalid_union":
                return "Грешен внес";
            case "invalid_element":
                return `Грешна вредност во ${issue.origin}`;
            default:
                return `Грешен внес`;
        }
    };
};
/* harmony default export */ function mk() {
    return {
        localeError: mk_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ms.js

const ms_error = () => {
    const Sizable = {
        string: { unit: "aksara", verb: "mempunyai" },
        file: { unit: "bait", verb: "mempunyai" },
        array: { unit: "elemen", verb: "mempunyai" },
        set: { unit: "elemen", verb: "mempunyai" },
        map: { unit: "elemen", verb: "mempunyai" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "alamat e-mel",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "tarikh masa ISO",
        date: "tarikh ISO",
        time: "masa ISO",
        duration: "tempoh ISO",
        ipv4: "alamat IPv4",
        ipv6: "alamat IPv6",
        mac: "alamat MAC",
        cidrv4: "julat IPv4",
        cidrv6: "julat IPv6",
        base64: "string dikodkan base64",
        base64url: "string dikodkan base64url",
        json_string: "string JSON",
        e164: "nombor E.164",
        credit_card: "nombor kad kredit",
        currency_code: "kod mata wang",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "nombor",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Input tidak sah: dijangka instanceof ${issue.expected}, diterima ${received}`;
                }
                return `Input tidak sah: dijangka ${expected}, diterima ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Input tidak sah: dijangka ${util.stringifyPrimitive(issue.values[0])}`;
                return `Pilihan tidak sah: dijangka salah satu daripada ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Terlalu besar: dijangka ${issue.origin ?? "nilai"} ${sizing.verb} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elemen"}`;
                return `Terlalu besar: dijangka ${issue.origin ?? "nilai"} adalah ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Terlalu kecil: dijangka ${issue.origin} ${sizing.verb} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Terlalu kecil: dijangka ${issue.origin} adalah ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `String tidak sah: mesti bermula dengan "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `String tidak sah: mesti berakhir dengan "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `String tidak sah: mesti mengandungi "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `String tidak sah: mesti sepadan dengan corak ${_issue.pattern}`;
                return `${FormatDictionary[_issue.format] ?? issue.format} tidak sah`;
            }
            case "not_multiple_of":
                return `Nombor tidak sah: perlu gandaan ${issue.divisor}`;
            case "unrecognized_keys":
                return `Kunci tidak dikenali: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Kunci tidak sah dalam ${issue.origin}`;
            case "invalid_union":
                return "Input tidak sah";
            case "invalid_element":
                return `Nilai tidak sah dalam ${issue.origin}`;
            default:
                return `Input tidak sah`;
        }
    };
};
/* harmony default export */ function ms() {
    return {
        localeError: ms_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ne.js

const ne_error = () => {
    const Sizable = {
        string: { unit: "अक्षर", verb: "हुनुपर्छ" },
        file: { unit: "बाइट", verb: "हुनुपर्छ" },
        array: { unit: "तत्व", verb: "हुनुपर्छ" },
        set: { unit: "तत्व", verb: "हुनुपर्छ" },
        map: { unit: "प्रविष्टि", verb: "हुनुपर्छ" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "इनपुट",
        email: "इमेल ठेगाना",
        url: "URL",
        emoji: "इमोजी",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO मिति र समय",
        date: "ISO मिति",
        time: "ISO समय",
        duration: "ISO अवधि",
        ipv4: "IPv4 ठेगाना",
        ipv6: "IPv6 ठेगाना",
        mac: "MAC ठेगाना",
        cidrv4: "IPv4 दायरा",
        cidrv6: "IPv6 दायरा",
        base64: "base64-इन्कोड गरिएको स्ट्रिङ",
        base64url: "base64url-इन्कोड गरिएको स्ट्रिङ",
        json_string: "JSON स्ट्रिङ",
        e164: "E.164 नम्बर",
        credit_card: "क्रेडिट कार्ड नम्बर",
        currency_code: "मुद्रा कोड",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "इनपुट",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `अमान्य इनपुट: अपेक्षित ${expected}, प्राप्त ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `अमान्य इनपुट: अपेक्षित ${util.stringifyPrimitive(issue.values[0])}`;
                return `अमान्य विकल्प: अपेक्षित मानहरू मध्ये एक ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `धेरै ठूलो: ${issue.origin ?? "मान"} मा ${adj}${issue.maximum.toString()} ${sizing.unit} ${sizing.verb}`;
                return `धेरै ठूलो: ${issue.origin ?? "मान"} ${adj}${issue.maximum.toString()} हुनुपर्छ`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `धेरै सानो: ${issue.origin} मा ${adj}${issue.minimum.toString()} ${sizing.unit} ${sizing.verb}`;
                return `धेरै सानो: ${issue.origin} ${adj}${issue.minimum.toString()} हुनुपर्छ`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `अमान्य स्ट्रिङ: "${_issue.prefix}" बाट सुरु हुनुपर्छ`;
                if (_issue.format === "ends_with")
                    return `अमान्य स्ट्रिङ: "${_issue.suffix}" मा समाप्त हुनुपर्छ`;
                if (_issue.format === "includes")
                    return `अमान्य स्ट्रिङ: "${_issue.includes}" समावेश हुनुपर्छ`;
                if (_issue.format === "regex")
                    return `अमान्य स्ट्रिङ: ढाँचा ${_issue.pattern} सँग मेल खानुपर्छ`;
                return `अमान्य ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `अमान्य संख्या: ${issue.divisor} को गुणज हुनुपर्छ`;
            case "unrecognized_keys":
                return `अपरिचित कुञ्जी${issue.keys.length > 1 ? "हरू" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `अमान्य कुञ्जी: ${issue.origin} मा`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `अमान्य डिस्क्रिमिनेटर मान: अपेक्षित ${opts}`;
                }
                return "अमान्य इनपुट";
            case "invalid_element":
                return `अमान्य मान: ${issue.origin} मा`;
            default:
                return `अमान्य इनपुट`;
        }
    };
};
/* harmony default export */ function ne() {
    return {
        localeError: ne_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/nl.js

const nl_error = () => {
    const Sizable = {
        string: { unit: "tekens", verb: "heeft" },
        file: { unit: "bytes", verb: "heeft" },
        array: { unit: "elementen", verb: "heeft" },
        set: { unit: "elementen", verb: "heeft" },
        map: { unit: "elementen", verb: "heeft" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "invoer",
        email: "emailadres",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datum en tijd",
        date: "ISO datum",
        time: "ISO tijd",
        duration: "ISO duur",
        ipv4: "IPv4-adres",
        ipv6: "IPv6-adres",
        mac: "MAC-adres",
        cidrv4: "IPv4-bereik",
        cidrv6: "IPv6-bereik",
        base64: "base64-gecodeerde tekst",
        base64url: "base64 URL-gecodeerde tekst",
        json_string: "JSON string",
        e164: "E.164-nummer",
        credit_card: "creditcardnummer",
        currency_code: "valutacode",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "invoer",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "getal",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Ongeldige invoer: verwacht instanceof ${issue.expected}, ontving ${received}`;
                }
                return `Ongeldige invoer: verwacht ${expected}, ontving ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Ongeldige invoer: verwacht ${util.stringifyPrimitive(issue.values[0])}`;
                return `Ongeldige optie: verwacht één van ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                const longName = issue.origin === "date" ? "laat" : issue.origin === "string" ? "lang" : "groot";
                if (sizing)
                    return `Te ${longName}: verwacht dat ${issue.origin ?? "waarde"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elementen"} ${sizing.verb}`;
                return `Te ${longName}: verwacht dat ${issue.origin ?? "waarde"} ${adj}${issue.maximum.toString()} is`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                const shortName = issue.origin === "date" ? "vroeg" : issue.origin === "string" ? "kort" : "klein";
                if (sizing) {
                    return `Te ${shortName}: verwacht dat ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit} ${sizing.verb}`;
                }
                return `Te ${shortName}: verwacht dat ${issue.origin} ${adj}${issue.minimum.toString()} is`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Ongeldige tekst: moet met "${_issue.prefix}" beginnen`;
                }
                if (_issue.format === "ends_with")
                    return `Ongeldige tekst: moet op "${_issue.suffix}" eindigen`;
                if (_issue.format === "includes")
                    return `Ongeldige tekst: moet "${_issue.includes}" bevatten`;
                if (_issue.format === "regex")
                    return `Ongeldige tekst: moet overeenkomen met patroon ${_issue.pattern}`;
                return `Ongeldig: ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Ongeldig getal: moet een veelvoud van ${issue.divisor} zijn`;
            case "unrecognized_keys":
                return `Onbekende key${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Ongeldige key in ${issue.origin}`;
            case "invalid_union":
                return "Ongeldige invoer";
            case "invalid_element":
                return `Ongeldige waarde in ${issue.origin}`;
            default:
                return `Ongeldige invoer`;
        }
    };
};
/* harmony default export */ function nl() {
    return {
        localeError: nl_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/nn.js

const nn_error = () => {
    const Sizable = {
        string: { unit: "teikn", verb: "å ha" },
        file: { unit: "bytes", verb: "å ha" },
        array: { unit: "element", verb: "å innehalde" },
        set: { unit: "element", verb: "å innehalde" },
        map: { unit: "element", verb: "å innehalde" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "e-postadresse",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO dato- og klokkeslett",
        date: "ISO-dato",
        time: "ISO-klokkeslett",
        duration: "ISO-varigheit",
        ipv4: "IPv4-adresse",
        ipv6: "IPv6-adresse",
        mac: "MAC-adresse",
        cidrv4: "IPv4-spekter",
        cidrv6: "IPv6-spekter",
        base64: "base64-enkoda streng",
        base64url: "base64url-enkoda streng",
        json_string: "JSON-streng",
        e164: "E.164-nummer",
        credit_card: "kredittkortnummer",
        currency_code: "valutakode",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "tal",
        array: "liste",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Ugyldig input: forventa instanceof ${issue.expected}, fekk ${received}`;
                }
                return `Ugyldig input: forventa ${expected}, fekk ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Ugyldig verdi: forventa ${util.stringifyPrimitive(issue.values[0])}`;
                return `Ugyldig val: forventa eitt av ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `For stor(t): forventa ${issue.origin ?? "value"} til å ha ${adj}${issue.maximum.toString()} ${sizing.unit ?? "element"}`;
                return `For stor(t): forventa ${issue.origin ?? "value"} til å ha ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `For lite(n): forventa ${issue.origin} til å ha ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `For lite(n): forventa ${issue.origin} til å ha ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Ugyldig streng: må starte med "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Ugyldig streng: må slutte med "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Ugyldig streng: må innehalde "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Ugyldig streng: må matche mønsteret ${_issue.pattern}`;
                return `Ugyldig ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Ugyldig tal: må vere eit multiplum av ${issue.divisor}`;
            case "unrecognized_keys":
                return `${issue.keys.length > 1 ? "Ukjende nøklar" : "Ukjend nøkkel"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Ugyldig nøkkel i ${issue.origin}`;
            case "invalid_union":
                return "Ugyldig input";
            case "invalid_element":
                return `Ugyldig verdi i ${issue.origin}`;
            default:
                return `Ugyldig input`;
        }
    };
};
/* harmony default export */ function nn() {
    return {
        localeError: nn_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/no.js

const no_error = () => {
    const Sizable = {
        string: { unit: "tegn", verb: "å ha" },
        file: { unit: "bytes", verb: "å ha" },
        array: { unit: "elementer", verb: "å inneholde" },
        set: { unit: "elementer", verb: "å inneholde" },
        map: { unit: "elementer", verb: "å inneholde" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "e-postadresse",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO dato- og klokkeslett",
        date: "ISO-dato",
        time: "ISO-klokkeslett",
        duration: "ISO-varighet",
        ipv4: "IPv4-adresse",
        ipv6: "IPv6-adresse",
        mac: "MAC-adresse",
        cidrv4: "IPv4-spekter",
        cidrv6: "IPv6-spekter",
        base64: "base64-enkodet streng",
        base64url: "base64url-enkodet streng",
        json_string: "JSON-streng",
        e164: "E.164-nummer",
        credit_card: "kredittkortnummer",
        currency_code: "valutakode",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "tall",
        array: "liste",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Ugyldig input: forventet instanceof ${issue.expected}, fikk ${received}`;
                }
                return `Ugyldig input: forventet ${expected}, fikk ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Ugyldig verdi: forventet ${util.stringifyPrimitive(issue.values[0])}`;
                return `Ugyldig valg: forventet en av ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `For stor(t): forventet ${issue.origin ?? "value"} til å ha ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elementer"}`;
                return `For stor(t): forventet ${issue.origin ?? "value"} til å ha ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `For lite(n): forventet ${issue.origin} til å ha ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `For lite(n): forventet ${issue.origin} til å ha ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Ugyldig streng: må starte med "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Ugyldig streng: må ende med "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Ugyldig streng: må inneholde "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Ugyldig streng: må matche mønsteret ${_issue.pattern}`;
                return `Ugyldig ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Ugyldig tall: må være et multiplum av ${issue.divisor}`;
            case "unrecognized_keys":
                return `${issue.keys.length > 1 ? "Ukjente nøkler" : "Ukjent nøkkel"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Ugyldig nøkkel i ${issue.origin}`;
            case "invalid_union":
                return "Ugyldig input";
            case "invalid_element":
                return `Ugyldig verdi i ${issue.origin}`;
            default:
                return `Ugyldig input`;
        }
    };
};
/* harmony default export */ function no() {
    return {
        localeError: no_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ota.js

const ota_error = () => {
    const Sizable = {
        string: { unit: "harf", verb: "olmalıdır" },
        file: { unit: "bayt", verb: "olmalıdır" },
        array: { unit: "unsur", verb: "olmalıdır" },
        set: { unit: "unsur", verb: "olmalıdır" },
        map: { unit: "unsur", verb: "olmalıdır" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "giren",
        email: "epostagâh",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO hengâmı",
        date: "ISO tarihi",
        time: "ISO zamanı",
        duration: "ISO müddeti",
        ipv4: "IPv4 nişânı",
        ipv6: "IPv6 nişânı",
        mac: "MAC nişânı",
        cidrv4: "IPv4 menzili",
        cidrv6: "IPv6 menzili",
        base64: "base64-şifreli metin",
        base64url: "base64url-şifreli metin",
        json_string: "JSON metin",
        e164: "E.164 sayısı",
        credit_card: "i'tibâr kartı numarası",
        currency_code: "para birimi kodu",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "giren",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "numara",
        array: "saf",
        null: "gayb",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Fâsit giren: umulan instanceof ${issue.expected}, alınan ${received}`;
                }
                return `Fâsit giren: umulan ${expected}, alınan ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Fâsit giren: umulan ${util.stringifyPrimitive(issue.values[0])}`;
                return `Fâsit tercih: mûteberler ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Fazla büyük: ${issue.origin ?? "value"}, ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"} sahip olmalıydı.`;
                return `Fazla büyük: ${issue.origin ?? "value"}, ${adj}${issue.maximum.toString()} olmalıydı.`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Fazla küçük: ${issue.origin}, ${adj}${issue.minimum.toString()} ${sizing.unit} sahip olmalıydı.`;
                }
                return `Fazla küçük: ${issue.origin}, ${adj}${issue.minimum.toString()} olmalıydı.`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Fâsit metin: "${_issue.prefix}" ile başlamalı.`;
                if (_issue.format === "ends_with")
                    return `Fâsit metin: "${_issue.suffix}" ile bitmeli.`;
                if (_issue.format === "includes")
                    return `Fâsit metin: "${_issue.includes}" ihtivâ etmeli.`;
                if (_issue.format === "regex")
                    return `Fâsit metin: ${_issue.pattern} nakşına uymalı.`;
                return `Fâsit ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Fâsit sayı: ${issue.divisor} katı olmalıydı.`;
            case "unrecognized_keys":
                return `Tanınmayan anahtar ${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} için tanınmayan anahtar var.`;
            case "invalid_union":
                return "Giren tanınamadı.";
            case "invalid_element":
                return `${issue.origin} için tanınmayan kıymet var.`;
            default:
                return `Kıymet tanınamadı.`;
        }
    };
};
/* harmony default export */ function ota() {
    return {
        localeError: ota_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ps.js

const ps_error = () => {
    const Sizable = {
        string: { unit: "توکي", verb: "ولري" },
        file: { unit: "بایټس", verb: "ولري" },
        array: { unit: "توکي", verb: "ولري" },
        set: { unit: "توکي", verb: "ولري" },
        map: { unit: "توکي", verb: "ولري" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ورودي",
        email: "بریښنالیک",
        url: "یو آر ال",
        emoji: "ایموجي",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "نیټه او وخت",
        date: "نېټه",
        time: "وخت",
        duration: "موده",
        ipv4: "د IPv4 پته",
        ipv6: "د IPv6 پته",
        mac: "د MAC پته",
        cidrv4: "د IPv4 ساحه",
        cidrv6: "د IPv6 ساحه",
        base64: "base64-encoded متن",
        base64url: "base64url-encoded متن",
        json_string: "JSON متن",
        e164: "د E.164 شمېره",
        credit_card: "د کریډیټ کارت شمیره",
        currency_code: "د اسعارو کوډ",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ورودي",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "عدد",
        array: "ارې",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `ناسم ورودي: باید instanceof ${issue.expected} وای, مګر ${received} ترلاسه شو`;
                }
                return `ناسم ورودي: باید ${expected} وای, مګر ${received} ترلاسه شو`;
            }
            case "invalid_value":
                if (issue.values.length === 1) {
                    return `ناسم ورودي: باید ${util.stringifyPrimitive(issue.values[0])} وای`;
                }
                return `ناسم انتخاب: باید یو له ${util.joinValues(issue.values, "|")} څخه وای`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `ډیر لوی: ${issue.origin ?? "ارزښت"} باید ${adj}${issue.maximum.toString()} ${sizing.unit ?? "عنصرونه"} ولري`;
                }
                return `ډیر لوی: ${issue.origin ?? "ارزښت"} باید ${adj}${issue.maximum.toString()} وي`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `ډیر کوچنی: ${issue.origin} باید ${adj}${issue.minimum.toString()} ${sizing.unit} ولري`;
                }
                return `ډیر کوچنی: ${issue.origin} باید ${adj}${issue.minimum.toString()} وي`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `ناسم متن: باید د "${_issue.prefix}" سره پیل شي`;
                }
                if (_issue.format === "ends_with") {
                    return `ناسم متن: باید د "${_issue.suffix}" سره پای ته ورسيږي`;
                }
                if (_issue.format === "includes") {
                    return `ناسم متن: باید "${_issue.includes}" ولري`;
                }
                if (_issue.format === "regex") {
                    return `ناسم متن: باید د ${_issue.pattern} سره مطابقت ولري`;
                }
                return `${FormatDictionary[_issue.format] ?? issue.format} ناسم دی`;
            }
            case "not_multiple_of":
                return `ناسم عدد: باید د ${issue.divisor} مضرب وي`;
            case "unrecognized_keys":
                return `ناسم ${issue.keys.length > 1 ? "کلیډونه" : "کلیډ"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `ناسم کلیډ په ${issue.origin} کې`;
            case "invalid_union":
                return `ناسمه ورودي`;
            case "invalid_element":
                return `ناسم عنصر په ${issue.origin} کې`;
            default:
                return `ناسمه ورودي`;
        }
    };
};
/* harmony default export */ function ps() {
    return {
        localeError: ps_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/pl.js

const pl_error = () => {
    const Sizable = {
        string: { unit: "znaków", verb: "mieć" },
        file: { unit: "bajtów", verb: "mieć" },
        array: { unit: "elementów", verb: "mieć" },
        set: { unit: "elementów", verb: "mieć" },
        map: { unit: "elementów", verb: "mieć" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "wyrażenie",
        email: "adres email",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "data i godzina w formacie ISO",
        date: "data w formacie ISO",
        time: "godzina w formacie ISO",
        duration: "czas trwania ISO",
        ipv4: "adres IPv4",
        ipv6: "adres IPv6",
        mac: "adres MAC",
        cidrv4: "zakres IPv4",
        cidrv6: "zakres IPv6",
        base64: "ciąg znaków zakodowany w formacie base64",
        base64url: "ciąg znaków zakodowany w formacie base64url",
        json_string: "ciąg znaków w formacie JSON",
        e164: "liczba E.164",
        credit_card: "numer karty kredytowej",
        currency_code: "kod waluty",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "wejście",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "liczba",
        array: "tablica",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Nieprawidłowe dane wejściowe: oczekiwano instanceof ${issue.expected}, otrzymano ${received}`;
                }
                return `Nieprawidłowe dane wejściowe: oczekiwano ${expected}, otrzymano ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Nieprawidłowe dane wejściowe: oczekiwano ${util.stringifyPrimitive(issue.values[0])}`;
                return `Nieprawidłowa opcja: oczekiwano jednej z wartości ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Za duża wartość: oczekiwano, że ${issue.origin ?? "wartość"} będzie mieć ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elementów"}`;
                }
                return `Zbyt duż(y/a/e): oczekiwano, że ${issue.origin ?? "wartość"} będzie wynosić ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Za mała wartość: oczekiwano, że ${issue.origin ?? "wartość"} będzie mieć ${adj}${issue.minimum.toString()} ${sizing.unit ?? "elementów"}`;
                }
                return `Zbyt mał(y/a/e): oczekiwano, że ${issue.origin ?? "wartość"} będzie wynosić ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Nieprawidłowy ciąg znaków: musi zaczynać się od "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Nieprawidłowy ciąg znaków: musi kończyć się na "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Nieprawidłowy ciąg znaków: musi zawierać "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Nieprawidłowy ciąg znaków: musi odpowiadać wzorcowi ${_issue.pattern}`;
                return `Nieprawidłow(y/a/e) ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Nieprawidłowa liczba: musi być wielokrotnością ${issue.divisor}`;
            case "unrecognized_keys":
                return `Nierozpoznane klucze${issue.keys.length > 1 ? "s" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Nieprawidłowy klucz w ${issue.origin}`;
            case "invalid_union":
                return "Nieprawidłowe dane wejściowe";
            case "invalid_element":
                return `Nieprawidłowa wartość w ${issue.origin}`;
            default:
                return `Nieprawidłowe dane wejściowe`;
        }
    };
};
/* harmony default export */ function pl() {
    return {
        localeError: pl_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/pt.js

const pt_error = () => {
    const Sizable = {
        string: { unit: "caracteres" },
        file: { unit: "bytes" },
        array: { unit: "elementos" },
        set: { unit: "elementos" },
        map: { unit: "entradas" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "a entrada",
        email: "o endereço de e-mail",
        url: "o URL",
        emoji: "o emoji",
        uuid: "o UUID",
        uuidv4: "o UUIDv4",
        uuidv6: "o UUIDv6",
        nanoid: "o nanoid",
        guid: "o GUID",
        cuid: "o cuid",
        cuid2: "o cuid2",
        ulid: "o ULID",
        xid: "o XID",
        ksuid: "o KSUID",
        datetime: "a data e hora ISO",
        date: "a data ISO",
        time: "a hora ISO",
        duration: "a duração ISO",
        ipv4: "o endereço IPv4",
        ipv6: "o endereço IPv6",
        mac: "o endereço MAC",
        cidrv4: "o intervalo de endereços IPv4",
        cidrv6: "o intervalo de endereços IPv6",
        base64: "o texto codificado em base64",
        base64url: "o texto codificado em base64url",
        json_string: "o texto JSON",
        e164: "o número E.164",
        credit_card: "o número de cartão de crédito",
        currency_code: "o código de moeda",
        iban: "o IBAN",
        jwt: "o JWT",
        template_literal: "a entrada",
    };
    const Gender = {
        masculine: { definite: "o", indefinite: "um" },
        feminine: { definite: "a", indefinite: "uma" },
    };
    const TypeDictionary = {
        string: { name: "texto", articles: Gender.masculine },
        number: { name: "número", articles: Gender.masculine },
        int: { name: "número inteiro", articles: Gender.masculine },
        boolean: { name: "valor booleano", articles: Gender.masculine },
        bigint: { name: "número bigint", articles: Gender.masculine },
        symbol: { name: "símbolo", articles: Gender.masculine },
        undefined: { name: 'valor "undefined"', articles: Gender.masculine },
        null: { name: 'valor "nulo"', articles: Gender.masculine },
        never: { name: 'valor "never"', articles: Gender.masculine },
        void: { name: 'valor "void"', articles: Gender.masculine },
        date: { name: "data", articles: Gender.feminine },
        array: { name: "vetor", articles: Gender.masculine },
        object: { name: "objeto", articles: Gender.masculine },
        tuple: { name: "tuplo", articles: Gender.masculine },
        record: { name: "registo", articles: Gender.masculine },
        map: { name: "mapa", articles: Gender.masculine },
        set: { name: "conjunto", articles: Gender.masculine },
        file: { name: "ficheiro", articles: Gender.masculine },
        nonoptional: { name: "valor não opcional", articles: Gender.masculine },
        nan: { name: 'valor "NaN"', articles: Gender.masculine }, // Compatibility: "nan" -> "NaN" for display
        function: { name: "função", articles: Gender.feminine },
    };
    function translateOriginWithArticle(type, articleType) {
        const translatedValue = TypeDictionary[type] ?? { name: `valor "${type}"`, articles: Gender.masculine };
        return `${translatedValue.articles[articleType]} ${translatedValue.name}`;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = translateOriginWithArticle(issue.expected, "indefinite");
                const receivedType = util.parsedType(issue.input);
                const received = translateOriginWithArticle(receivedType, "indefinite");
                return `Entrada inválida: esperava ${expected}, recebeu ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Entrada inválida: esperava ${util.stringifyPrimitive(issue.values[0])}`;
                return `Opção inválida: esperava uma das seguintes opções: ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Demasiado grande: esperava que ${translateOriginWithArticle(issue.origin, "definite")} tivesse ${adj} ${issue.maximum.toString()} ${sizing.unit ?? "elementos"}`;
                return `Demasiado grande: esperava que ${translateOriginWithArticle(issue.origin, "definite")} fosse ${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Demasiado pequeno: esperava que ${translateOriginWithArticle(issue.origin, "definite")} tivesse ${adj} ${issue.minimum.toString()} ${sizing.unit ?? "elementos"}`;
                }
                return `Demasiado pequeno: esperava que ${translateOriginWithArticle(issue.origin, "definite")} fosse ${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Texto inválido: deve começar por "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Texto inválido: deve terminar em "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Texto inválido: deve incluir "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Texto inválido: deve corresponder ao padrão ${_issue.pattern}`;
                return `Formato d${FormatDictionary[_issue.format] ?? issue.format} inválido`;
            }
            case "not_multiple_of":
                return `Número inválido: deve ser múltiplo de ${issue.divisor}`;
            case "unrecognized_keys": {
                const plural = issue.keys.length > 1 ? "s" : "";
                return `Chave${plural} inválida${plural}: ${util.joinValues(issue.keys, ", ")}`;
            }
            case "invalid_key":
                return `Entrada inválida n${translateOriginWithArticle(issue.origin, "definite")}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Valor de discriminação inválido. Esperava ${opts}`;
                }
                return "Entrada inválida";
            case "invalid_element":
                return `Entrada inválida n${translateOriginWithArticle(issue.origin, "definite")}`;
            default:
                return `Entrada inválida`;
        }
    };
};
/* harmony default export */ function pt() {
    return {
        localeError: pt_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/pt-BR.js

const pt_BR_error = () => {
    const Sizable = {
        string: { unit: "caracteres" },
        file: { unit: "bytes" },
        array: { unit: "elementos" },
        set: { unit: "elementos" },
        map: { unit: "entradas" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "a entrada",
        email: "o endereço de e-mail",
        url: "o URL",
        emoji: "o emoji",
        uuid: "o UUID",
        uuidv4: "o UUIDv4",
        uuidv6: "o UUIDv6",
        nanoid: "o nanoid",
        guid: "o GUID",
        cuid: "o cuid",
        cuid2: "o cuid2",
        ulid: "o ULID",
        xid: "o XID",
        ksuid: "o KSUID",
        datetime: "a data e hora ISO",
        date: "a data ISO",
        time: "a hora ISO",
        duration: "a duração ISO",
        ipv4: "o endereço IPv4",
        ipv6: "o endereço IPv6",
        mac: "o endereço MAC",
        cidrv4: "a faixa de endereços IPv4",
        cidrv6: "a faixa de endereços IPv6",
        base64: "o texto codificado em base64",
        base64url: "o texto codificado em base64url",
        json_string: "o texto JSON",
        e164: "o número E.164",
        credit_card: "o número de cartão de crédito",
        currency_code: "o código de moeda",
        iban: "o IBAN",
        jwt: "o JWT",
        template_literal: "a entrada",
    };
    const Gender = {
        masculine: { definite: "o", indefinite: "um" },
        feminine: { definite: "a", indefinite: "uma" },
    };
    const TypeDictionary = {
        string: { name: "texto", articles: Gender.masculine },
        number: { name: "número", articles: Gender.masculine },
        int: { name: "número inteiro", articles: Gender.masculine },
        boolean: { name: "valor booleano", articles: Gender.masculine },
        bigint: { name: "número bigint", articles: Gender.masculine },
        symbol: { name: "símbolo", articles: Gender.masculine },
        undefined: { name: 'valor "undefined"', articles: Gender.masculine },
        null: { name: 'valor "nulo"', articles: Gender.masculine },
        never: { name: 'valor "never"', articles: Gender.masculine },
        void: { name: 'valor "void"', articles: Gender.masculine },
        date: { name: "data", articles: Gender.feminine },
        array: { name: "vetor", articles: Gender.masculine },
        object: { name: "objeto", articles: Gender.masculine },
        tuple: { name: "tupla", articles: Gender.feminine },
        record: { name: "registro", articles: Gender.masculine },
        map: { name: "mapa", articles: Gender.masculine },
        set: { name: "conjunto", articles: Gender.masculine },
        file: { name: "arquivo", articles: Gender.masculine },
        nonoptional: { name: "valor não opcional", articles: Gender.masculine },
        nan: { name: 'valor "NaN"', articles: Gender.masculine }, // Compatibility: "nan" -> "NaN" for display
        function: { name: "função", articles: Gender.feminine },
    };
    function translateOriginWithArticle(type, articleType) {
        const translatedValue = TypeDictionary[type] ?? { name: `valor "${type}"`, articles: Gender.masculine };
        return `${translatedValue.articles[articleType]} ${translatedValue.name}`;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = translateOriginWithArticle(issue.expected, "indefinite");
                const receivedType = util.parsedType(issue.input);
                const received = translateOriginWithArticle(receivedType, "indefinite");
                return `Entrada inválida: esperava ${expected}, recebeu ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Entrada inválida: esperava ${util.stringifyPrimitive(issue.values[0])}`;
                return `Opção inválida: esperava uma das seguintes opções: ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Grande demais: esperava que ${translateOriginWithArticle(issue.origin, "definite")} tivesse ${adj} ${issue.maximum.toString()} ${sizing.unit ?? "elementos"}`;
                return `Grande demais: esperava que ${translateOriginWithArticle(issue.origin, "definite")} fosse ${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Pequeno demais: esperava que ${translateOriginWithArticle(issue.origin, "definite")} tivesse ${adj} ${issue.minimum.toString()} ${sizing.unit ?? "elementos"}`;
                }
                return `Pequeno demais: esperava que ${translateOriginWithArticle(issue.origin, "definite")} fosse ${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Texto inválido: deve começar com "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Texto inválido: deve terminar com "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Texto inválido: deve incluir "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Texto inválido: deve corresponder ao padrão ${_issue.pattern}`;
                return `Formato d${FormatDictionary[_issue.format] ?? issue.format} inválido`;
            }
            case "not_multiple_of":
                return `Número inválido: deve ser múltiplo de ${issue.divisor}`;
            case "unrecognized_keys": {
                const plural = issue.keys.length > 1 ? "s" : "";
                return `Chave${plural} inválida${plural}: ${util.joinValues(issue.keys, ", ")}`;
            }
            case "invalid_key":
                return `Entrada inválida n${translateOriginWithArticle(issue.origin, "definite")}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Valor de discriminação inválido. Esperava ${opts}`;
                }
                return "Entrada inválida";
            case "invalid_element":
                return `Entrada inválida n${translateOriginWithArticle(issue.origin, "definite")}`;
            default:
                return `Entrada inválida`;
        }
    };
};
/* harmony default export */ function pt_BR() {
    return {
        localeError: pt_BR_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ro.js

const ro_error = () => {
    const Sizable = {
        string: { unit: "caractere", verb: "să aibă" },
        file: { unit: "octeți", verb: "să aibă" },
        array: { unit: "elemente", verb: "să aibă" },
        set: { unit: "elemente", verb: "să aibă" },
        map: { unit: "intrări", verb: "să aibă" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "intrare",
        email: "adresă de email",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "dată și oră ISO",
        date: "dată ISO",
        time: "oră ISO",
        duration: "durată ISO",
        ipv4: "adresă IPv4",
        ipv6: "adresă IPv6",
        mac: "adresă MAC",
        cidrv4: "interval IPv4",
        cidrv6: "interval IPv6",
        base64: "șir codat base64",
        base64url: "șir codat base64url",
        json_string: "șir JSON",
        e164: "număr E.164",
        credit_card: "număr de card de credit",
        currency_code: "cod valutar",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "intrare",
    };
    const TypeDictionary = {
        nan: "NaN",
        string: "șir",
        number: "număr",
        boolean: "boolean",
        function: "funcție",
        array: "matrice",
        object: "obiect",
        undefined: "nedefinit",
        symbol: "simbol",
        bigint: "număr mare",
        void: "void",
        never: "never",
        map: "hartă",
        set: "set",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `Intrare invalidă: așteptat ${expected}, primit ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Intrare invalidă: așteptat ${util.stringifyPrimitive(issue.values[0])}`;
                return `Opțiune invalidă: așteptat una dintre ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Prea mare: așteptat ca ${issue.origin ?? "valoarea"} ${sizing.verb} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elemente"}`;
                return `Prea mare: așteptat ca ${issue.origin ?? "valoarea"} să fie ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Prea mic: așteptat ca ${issue.origin} ${sizing.verb} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Prea mic: așteptat ca ${issue.origin} să fie ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Șir invalid: trebuie să înceapă cu "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Șir invalid: trebuie să se termine cu "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Șir invalid: trebuie să includă "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Șir invalid: trebuie să se potrivească cu modelul ${_issue.pattern}`;
                return `Format invalid: ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Număr invalid: trebuie să fie multiplu de ${issue.divisor}`;
            case "unrecognized_keys":
                return `Chei nerecunoscute: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Cheie invalidă în ${issue.origin}`;
            case "invalid_union":
                return "Intrare invalidă";
            case "invalid_element":
                return `Valoare invalidă în ${issue.origin}`;
            default:
                return `Intrare invalidă`;
        }
    };
};
/* harmony default export */ function ro() {
    return {
        localeError: ro_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ru.js

function getRussianPlural(count, one, few, many) {
    const absCount = Math.abs(count);
    const lastDigit = absCount % 10;
    const lastTwoDigits = absCount % 100;
    if (lastTwoDigits >= 11 && lastTwoDigits <= 19) {
        return many;
    }
    if (lastDigit === 1) {
        return one;
    }
    if (lastDigit >= 2 && lastDigit <= 4) {
        return few;
    }
    return many;
}
const ru_error = () => {
    const Sizable = {
        string: {
            unit: {
                one: "символ",
                few: "символа",
                many: "символов",
            },
            verb: "иметь",
        },
        file: {
            unit: {
                one: "байт",
                few: "байта",
                many: "байт",
            },
            verb: "иметь",
        },
        array: {
            unit: {
                one: "элемент",
                few: "элемента",
                many: "элементов",
            },
            verb: "иметь",
        },
        set: {
            unit: {
                one: "элемент",
                few: "элемента",
                many: "элементов",
            },
            verb: "иметь",
        },
        map: {
            unit: {
                one: "элемент",
                few: "элемента",
                many: "элементов",
            },
            verb: "иметь",
        },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ввод",
        email: "email адрес",
        url: "URL",
        emoji: "эмодзи",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO дата и время",
        date: "ISO дата",
        time: "ISO время",
        duration: "ISO длительность",
        ipv4: "IPv4 адрес",
        ipv6: "IPv6 адрес",
        mac: "MAC адрес",
        cidrv4: "IPv4 диапазон",
        cidrv6: "IPv6 диапазон",
        base64: "строка в формате base64",
        base64url: "строка в формате base64url",
        json_string: "JSON строка",
        e164: "номер E.164",
        credit_card: "номер кредитной карты",
        currency_code: "код валюты",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ввод",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "число",
        array: "массив",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Неверный ввод: ожидалось instanceof ${issue.expected}, получено ${received}`;
                }
                return `Неверный ввод: ожидалось ${expected}, получено ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Неверный ввод: ожидалось ${util.stringifyPrimitive(issue.values[0])}`;
                return `Неверный вариант: ожидалось одно из ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    const maxValue = Number(issue.maximum);
                    const unit = getRussianPlural(maxValue, sizing.unit.one, sizing.unit.few, sizing.unit.many);
                    return `Слишком большое значение: ожидалось, что ${issue.origin ?? "значение"} будет иметь ${adj}${issue.maximum.toString()} ${unit}`;
                }
                return `Слишком большое значение: ожидалось, что ${issue.origin ?? "значение"} будет ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    const minValue = Number(issue.minimum);
                    const unit = getRussianPlural(minValue, sizing.unit.one, sizing.unit.few, sizing.unit.many);
                    return `Слишком маленькое значение: ожидалось, что ${issue.origin} будет иметь ${adj}${issue.minimum.toString()} ${unit}`;
                }
                return `Слишком маленькое значение: ожидалось, что ${issue.origin} будет ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Неверная строка: должна начинаться с "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Неверная строка: должна заканчиваться на "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Неверная строка: должна содержать "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Неверная строка: должна соответствовать шаблону ${_issue.pattern}`;
                return `Неверный ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Неверное число: должно быть кратным ${issue.divisor}`;
            case "unrecognized_keys":
                return `Нераспознанн${issue.keys.length > 1 ? "ые" : "ый"} ключ${issue.keys.length > 1 ? "и" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Неверный ключ в ${issue.origin}`;
            case "invalid_union":
                return "Неверные входные данные";
            case "invalid_element":
                return `Неверное значение в ${issue.origin}`;
            default:
                return `Неверные входные данные`;
        }
    };
};
/* harmony default export */ function ru() {
    return {
        localeError: ru_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/sk.js

const sk_error = () => {
    const Sizable = {
        string: { unit: "znakov", verb: "mať" },
        file: { unit: "bajtov", verb: "mať" },
        array: { unit: "prvkov", verb: "mať" },
        set: { unit: "prvkov", verb: "mať" },
        map: { unit: "položiek", verb: "mať" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "regulárny výraz",
        email: "e-mailová adresa",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "dátum a čas vo formáte ISO",
        date: "dátum vo formáte ISO",
        time: "čas vo formáte ISO",
        duration: "doba trvania ISO",
        ipv4: "IPv4 adresa",
        ipv6: "IPv6 adresa",
        mac: "MAC adresa",
        cidrv4: "rozsah IPv4",
        cidrv6: "rozsah IPv6",
        base64: "reťazec zakódovaný vo formáte base64",
        base64url: "reťazec zakódovaný vo formáte base64url",
        json_string: "reťazec vo formáte JSON",
        e164: "číslo E.164",
        credit_card: "číslo kreditnej karty",
        currency_code: "kód meny",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "vstup",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "číslo",
        string: "reťazec",
        function: "funkcia",
        array: "pole",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Neplatný vstup: očakávané instanceof ${issue.expected}, obdržané ${received}`;
                }
                return `Neplatný vstup: očakávané ${expected}, obdržané ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Neplatný vstup: očakávané ${util.stringifyPrimitive(issue.values[0])}`;
                return `Neplatný vstup: očakávaná jedna z hodnôt ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Hodnota je príliš veľká: ${issue.origin ?? "hodnota"} musí mať ${adj}${issue.maximum.toString()} ${sizing.unit ?? "prvkov"}`;
                }
                return `Hodnota je príliš veľká: ${issue.origin ?? "hodnota"} musí byť ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Hodnota je príliš malá: ${issue.origin ?? "hodnota"} musí mať ${adj}${issue.minimum.toString()} ${sizing.unit ?? "prvkov"}`;
                }
                return `Hodnota je príliš malá: ${issue.origin ?? "hodnota"} musí byť ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Neplatný reťazec: musí začínať na "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Neplatný reťazec: musí končiť na "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Neplatný reťazec: musí obsahovať "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Neplatný reťazec: musí zodpovedať vzoru ${_issue.pattern}`;
                return `Neplatný formát ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Neplatné číslo: musí byť násobkom ${issue.divisor}`;
            case "unrecognized_keys":
                return `Neznáme klúče: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Neplatný klúč v ${issue.origin}`;
            case "invalid_union":
                return "Neplatný vstup";
            case "invalid_element":
                return `Neplatná hodnota v ${issue.origin}`;
            default:
                return `Neplatný vstup`;
        }
    };
};
/* harmony default export */ function sk() {
    return {
        localeError: sk_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/sl.js

const sl_error = () => {
    const Sizable = {
        string: { unit: "znakov", verb: "imeti" },
        file: { unit: "bajtov", verb: "imeti" },
        array: { unit: "elementov", verb: "imeti" },
        set: { unit: "elementov", verb: "imeti" },
        map: { unit: "elementov", verb: "imeti" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "vnos",
        email: "e-poštni naslov",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datum in čas",
        date: "ISO datum",
        time: "ISO čas",
        duration: "ISO trajanje",
        ipv4: "IPv4 naslov",
        ipv6: "IPv6 naslov",
        mac: "MAC naslov",
        cidrv4: "obseg IPv4",
        cidrv6: "obseg IPv6",
        base64: "base64 kodiran niz",
        base64url: "base64url kodiran niz",
        json_string: "JSON niz",
        e164: "E.164 številka",
        credit_card: "številka kreditne kartice",
        currency_code: "koda valute",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "vnos",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "število",
        array: "tabela",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Neveljaven vnos: pričakovano instanceof ${issue.expected}, prejeto ${received}`;
                }
                return `Neveljaven vnos: pričakovano ${expected}, prejeto ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Neveljaven vnos: pričakovano ${util.stringifyPrimitive(issue.values[0])}`;
                return `Neveljavna možnost: pričakovano eno izmed ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Preveliko: pričakovano, da bo ${issue.origin ?? "vrednost"} imelo ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elementov"}`;
                return `Preveliko: pričakovano, da bo ${issue.origin ?? "vrednost"} ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Premajhno: pričakovano, da bo ${issue.origin} imelo ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Premajhno: pričakovano, da bo ${issue.origin} ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Neveljaven niz: mora se začeti z "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Neveljaven niz: mora se končati z "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Neveljaven niz: mora vsebovati "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Neveljaven niz: mora ustrezati vzorcu ${_issue.pattern}`;
                return `Neveljaven ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Neveljavno število: mora biti večkratnik ${issue.divisor}`;
            case "unrecognized_keys":
                return `Neprepoznan${issue.keys.length > 1 ? "i ključi" : " ključ"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Neveljaven ključ v ${issue.origin}`;
            case "invalid_union":
                return "Neveljaven vnos";
            case "invalid_element":
                return `Neveljavna vrednost v ${issue.origin}`;
            default:
                return "Neveljaven vnos";
        }
    };
};
/* harmony default export */ function sl() {
    return {
        localeError: sl_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/sv.js

const sv_error = () => {
    const Sizable = {
        string: { unit: "tecken", verb: "att ha" },
        file: { unit: "bytes", verb: "att ha" },
        array: { unit: "objekt", verb: "att innehålla" },
        set: { unit: "objekt", verb: "att innehålla" },
        map: { unit: "objekt", verb: "att innehålla" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "reguljärt uttryck",
        email: "e-postadress",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO-datum och tid",
        date: "ISO-datum",
        time: "ISO-tid",
        duration: "ISO-varaktighet",
        ipv4: "IPv4-adress",
        ipv6: "IPv6-adress",
        mac: "MAC-adress",
        cidrv4: "IPv4-spektrum",
        cidrv6: "IPv6-spektrum",
        base64: "base64-kodad sträng",
        base64url: "base64url-kodad sträng",
        json_string: "JSON-sträng",
        e164: "E.164-nummer",
        credit_card: "kreditkortsnummer",
        currency_code: "valutakod",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "mall-literal",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "antal",
        array: "lista",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Ogiltig inmatning: förväntat instanceof ${issue.expected}, fick ${received}`;
                }
                return `Ogiltig inmatning: förväntat ${expected}, fick ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Ogiltig inmatning: förväntat ${util.stringifyPrimitive(issue.values[0])}`;
                return `Ogiltigt val: förväntade en av ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `För stor(t): förväntade ${issue.origin ?? "värdet"} att ha ${adj}${issue.maximum.toString()} ${sizing.unit ?? "element"}`;
                }
                return `För stor(t): förväntat ${issue.origin ?? "värdet"} att ha ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `För lite(t): förväntade ${issue.origin ?? "värdet"} att ha ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `För lite(t): förväntade ${issue.origin ?? "värdet"} att ha ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Ogiltig sträng: måste börja med "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Ogiltig sträng: måste sluta med "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Ogiltig sträng: måste innehålla "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Ogiltig sträng: måste matcha mönstret "${_issue.pattern}"`;
                return `Ogiltig(t) ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Ogiltigt tal: måste vara en multipel av ${issue.divisor}`;
            case "unrecognized_keys":
                return `${issue.keys.length > 1 ? "Okända nycklar" : "Okänd nyckel"}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Ogiltig nyckel i ${issue.origin ?? "värdet"}`;
            case "invalid_union":
                return "Ogiltig input";
            case "invalid_element":
                return `Ogiltigt värde i ${issue.origin ?? "värdet"}`;
            default:
                return `Ogiltig input`;
        }
    };
};
/* harmony default export */ function sv() {
    return {
        localeError: sv_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ta.js

const ta_error = () => {
    const Sizable = {
        string: { unit: "எழுத்துக்கள்", verb: "கொண்டிருக்க வேண்டும்" },
        file: { unit: "பைட்டுகள்", verb: "கொண்டிருக்க வேண்டும்" },
        array: { unit: "உறுப்புகள்", verb: "கொண்டிருக்க வேண்டும்" },
        set: { unit: "உறுப்புகள்", verb: "கொண்டிருக்க வேண்டும்" },
        map: { unit: "உறுப்புகள்", verb: "கொண்டிருக்க வேண்டும்" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "உள்ளீடு",
        email: "மின்னஞ்சல் முகவரி",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO தேதி நேரம்",
        date: "ISO தேதி",
        time: "ISO நேரம்",
        duration: "ISO கால அளவு",
        ipv4: "IPv4 முகவரி",
        ipv6: "IPv6 முகவரி",
        mac: "MAC முகவரி",
        cidrv4: "IPv4 வரம்பு",
        cidrv6: "IPv6 வரம்பு",
        base64: "base64-encoded சரம்",
        base64url: "base64url-encoded சரம்",
        json_string: "JSON சரம்",
        e164: "E.164 எண்",
        credit_card: "கடன் அட்டை எண்",
        currency_code: "நாணயக் குறியீடு",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "எண்",
        array: "அணி",
        null: "வெறுமை",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `தவறான உள்ளீடு: எதிர்பார்க்கப்பட்டது instanceof ${issue.expected}, பெறப்பட்டது ${received}`;
                }
                return `தவறான உள்ளீடு: எதிர்பார்க்கப்பட்டது ${expected}, பெறப்பட்டது ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `தவறான உள்ளீடு: எதிர்பார்க்கப்பட்டது ${util.stringifyPrimitive(issue.values[0])}`;
                return `தவறான விருப்பம்: எதிர்பார்க்கப்பட்டது ${util.joinValues(issue.values, "|")} இல் ஒன்று`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `மிக பெரியது: எதிர்பார்க்கப்பட்டது ${issue.origin ?? "மதிப்பு"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "உறுப்புகள்"} ஆக இருக்க வேண்டும்`;
                }
                return `மிக பெரியது: எதிர்பார்க்கப்பட்டது ${issue.origin ?? "மதிப்பு"} ${adj}${issue.maximum.toString()} ஆக இருக்க வேண்டும்`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `மிகச் சிறியது: எதிர்பார்க்கப்பட்டது ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit} ஆக இருக்க வேண்டும்`; //
                }
                return `மிகச் சிறியது: எதிர்பார்க்கப்பட்டது ${issue.origin} ${adj}${issue.minimum.toString()} ஆக இருக்க வேண்டும்`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `தவறான சரம்: "${_issue.prefix}" இல் தொடங்க வேண்டும்`;
                if (_issue.format === "ends_with")
                    return `தவறான சரம்: "${_issue.suffix}" இல் முடிவடைய வேண்டும்`;
                if (_issue.format === "includes")
                    return `தவறான சரம்: "${_issue.includes}" ஐ உள்ளடக்க வேண்டும்`;
                if (_issue.format === "regex")
                    return `தவறான சரம்: ${_issue.pattern} முறைபாட்டுடன் பொருந்த வேண்டும்`;
                return `தவறான ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `தவறான எண்: ${issue.divisor} இன் பலமாக இருக்க வேண்டும்`;
            case "unrecognized_keys":
                return `அடையாளம் தெரியாத விசை${issue.keys.length > 1 ? "கள்" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} இல் தவறான விசை`;
            case "invalid_union":
                return "தவறான உள்ளீடு";
            case "invalid_element":
                return `${issue.origin} இல் தவறான மதிப்பு`;
            default:
                return `தவறான உள்ளீடு`;
        }
    };
};
/* harmony default export */ function ta() {
    return {
        localeError: ta_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/tg.js

const tg_error = () => {
    // singular units after numerals in Tajik
    const Sizable = {
        string: { unit: "аломат", verb: "дошта бошад" },
        file: { unit: "байт", verb: "дошта бошад" },
        array: { unit: "унсур", verb: "дошта бошад" },
        set: { unit: "унсур", verb: "дошта бошад" },
        map: { unit: "сабт", verb: "дошта бошад" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "вуруд",
        email: "суроғаи email",
        url: "URL",
        emoji: "эмоҷи",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "санаву вақти ISO",
        date: "санаи ISO",
        time: "вақти ISO",
        duration: "давомнокии ISO",
        ipv4: "суроғаи IPv4",
        ipv6: "суроғаи IPv6",
        mac: "суроғаи MAC",
        cidrv4: "маҳдудаи IPv4",
        cidrv6: "маҳдудаи IPv6",
        base64: "сатри дар формати base64",
        base64url: "сатри дар формати base64url",
        json_string: "сатри JSON",
        e164: "рақами E.164",
        credit_card: "рақами корти кредитӣ",
        currency_code: "рамзи асъор",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "вуруд",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "рақам",
        string: "сатр",
        array: "массив",
        object: "объект",
        date: "сана",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `Вуруди нодуруст: ${expected} интизор мерафт, ${received} гирифта шуд`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Вуруди нодуруст: ${util.stringifyPrimitive(issue.values[0])} интизор мерафт`;
                return `Интихоби нодуруст: яке аз ${util.joinValues(issue.values, "|")} интизор мерафт`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Хеле калон: ${issue.origin ?? "қимат"} бояд ${adj}${issue.maximum.toString()} ${sizing.unit} ${sizing.verb}`;
                return `Хеле калон: ${issue.origin ?? "қимат"} бояд ${adj}${issue.maximum.toString()} бошад`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Хеле хурд: ${issue.origin} бояд ${adj}${issue.minimum.toString()} ${sizing.unit} ${sizing.verb}`;
                return `Хеле хурд: ${issue.origin} бояд ${adj}${issue.minimum.toString()} бошад`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Сатри нодуруст: бояд бо "${_issue.prefix}" оғоз шавад`;
                if (_issue.format === "ends_with")
                    return `Сатри нодуруст: бояд бо "${_issue.suffix}" анҷом ёбад`;
                if (_issue.format === "includes")
                    return `Сатри нодуруст: бояд "${_issue.includes}"-ро дар бар гирад`;
                if (_issue.format === "regex")
                    return `Сатри нодуруст: бояд ба намунаи ${_issue.pattern} мувофиқат кунад`;
                return `${FormatDictionary[_issue.format] ?? issue.format}-и нодуруст`;
            }
            case "not_multiple_of":
                return `Рақами нодуруст: бояд ба ${issue.divisor} бе бақия тақсим шавад`;
            case "unrecognized_keys":
                return `Калид${issue.keys.length > 1 ? "ҳои" : "и"} номаълум: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Калиди нодуруст дар ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Қимати нодурусти дискриминатор: ${opts} интизор мерафт`;
                }
                return "Вуруди нодуруст";
            case "invalid_element":
                return `Қимати нодуруст дар ${issue.origin}`;
            default:
                return `Вуруди нодуруст`;
        }
    };
};
/* harmony default export */ function tg() {
    return {
        localeError: tg_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/th.js

const th_error = () => {
    const Sizable = {
        string: { unit: "ตัวอักษร", verb: "ควรมี" },
        file: { unit: "ไบต์", verb: "ควรมี" },
        array: { unit: "รายการ", verb: "ควรมี" },
        set: { unit: "รายการ", verb: "ควรมี" },
        map: { unit: "รายการ", verb: "ควรมี" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ข้อมูลที่ป้อน",
        email: "ที่อยู่อีเมล",
        url: "URL",
        emoji: "อิโมจิ",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "วันที่เวลาแบบ ISO",
        date: "วันที่แบบ ISO",
        time: "เวลาแบบ ISO",
        duration: "ช่วงเวลาแบบ ISO",
        ipv4: "ที่อยู่ IPv4",
        ipv6: "ที่อยู่ IPv6",
        mac: "ที่อยู่ MAC",
        cidrv4: "ช่วง IP แบบ IPv4",
        cidrv6: "ช่วง IP แบบ IPv6",
        base64: "ข้อความแบบ Base64",
        base64url: "ข้อความแบบ Base64 สำหรับ URL",
        json_string: "ข้อความแบบ JSON",
        e164: "เบอร์โทรศัพท์ระหว่างประเทศ (E.164)",
        credit_card: "หมายเลขบัตรเครดิต",
        currency_code: "รหัสสกุลเงิน",
        iban: "IBAN",
        jwt: "โทเคน JWT",
        template_literal: "ข้อมูลที่ป้อน",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "ตัวเลข",
        array: "อาร์เรย์ (Array)",
        null: "ไม่มีค่า (null)",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `ประเภทข้อมูลไม่ถูกต้อง: ควรเป็น instanceof ${issue.expected} แต่ได้รับ ${received}`;
                }
                return `ประเภทข้อมูลไม่ถูกต้อง: ควรเป็น ${expected} แต่ได้รับ ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `ค่าไม่ถูกต้อง: ควรเป็น ${util.stringifyPrimitive(issue.values[0])}`;
                return `ตัวเลือกไม่ถูกต้อง: ควรเป็นหนึ่งใน ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "ไม่เกิน" : "น้อยกว่า";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `เกินกำหนด: ${issue.origin ?? "ค่า"} ควรมี${adj} ${issue.maximum.toString()} ${sizing.unit ?? "รายการ"}`;
                return `เกินกำหนด: ${issue.origin ?? "ค่า"} ควรมี${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? "อย่างน้อย" : "มากกว่า";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `น้อยกว่ากำหนด: ${issue.origin} ควรมี${adj} ${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `น้อยกว่ากำหนด: ${issue.origin} ควรมี${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `รูปแบบไม่ถูกต้อง: ข้อความต้องขึ้นต้นด้วย "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `รูปแบบไม่ถูกต้อง: ข้อความต้องลงท้ายด้วย "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `รูปแบบไม่ถูกต้อง: ข้อความต้องมี "${_issue.includes}" อยู่ในข้อความ`;
                if (_issue.format === "regex")
                    return `รูปแบบไม่ถูกต้อง: ต้องตรงกับรูปแบบที่กำหนด ${_issue.pattern}`;
                return `รูปแบบไม่ถูกต้อง: ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `ตัวเลขไม่ถูกต้อง: ต้องเป็นจำนวนที่หารด้วย ${issue.divisor} ได้ลงตัว`;
            case "unrecognized_keys":
                return `พบคีย์ที่ไม่รู้จัก: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `คีย์ไม่ถูกต้องใน ${issue.origin}`;
            case "invalid_union":
                return "ข้อมูลไม่ถูกต้อง: ไม่ตรงกับรูปแบบยูเนียนที่กำหนดไว้";
            case "invalid_element":
                return `ข้อมูลไม่ถูกต้องใน ${issue.origin}`;
            default:
                return `ข้อมูลไม่ถูกต้อง`;
        }
    };
};
/* harmony default export */ function th() {
    return {
        localeError: th_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/tk.js

const tk_error = () => {
    const Sizable = {
        string: { unit: "simwol", verb: "bolmaly" },
        file: { unit: "baýt", verb: "bolmaly" },
        array: { unit: "elementler", verb: "bolmaly" },
        set: { unit: "elementler", verb: "bolmaly" },
        map: { unit: "elementler", verb: "bolmaly" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "giriş",
        email: "e-poçta salgysy",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO sene we wagt",
        date: "ISO sene",
        time: "ISO wagt",
        duration: "ISO wagt aralygy",
        ipv4: "IPv4 salgysy",
        ipv6: "IPv6 salgysy",
        mac: "MAC salgysy",
        cidrv4: "IPv4 aralygy",
        cidrv6: "IPv6 aralygy",
        base64: "base64 bilen şifrlenen setir",
        base64url: "base64url bilen şifrlenen setir",
        json_string: "JSON setiri",
        e164: "E.164 nomeri",
        credit_card: "kredit kartynyň nomeri",
        currency_code: "walýuta kody",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "şablon",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                return `Nädogry baha: garaşylan ${expected} ýerine ${received} alyndy`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Nädogry baha: ${util.stringifyPrimitive(issue.values[0])} bolmaly`;
                return `Nädogry saýlaw: aşakdakylardan biri bolmaly: ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Has uly: garaşylýan ${issue.origin ?? "baha"} ${adj} ${issue.maximum.toString()} ${sizing.unit ?? "element"}`;
                return `Has uly: garaşylýan ${issue.origin ?? "baha"} ${adj} ${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Has kiçi: garaşylýan ${issue.origin} ${adj} ${issue.minimum.toString()} ${sizing.unit}`;
                return `Has kiçi: garaşylýan ${issue.origin} ${adj} ${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Nädogry setir: "${_issue.prefix}" bilen başlamaly`;
                if (_issue.format === "ends_with")
                    return `Nädogry setir: "${_issue.suffix}" bilen gutarmaly`;
                if (_issue.format === "includes")
                    return `Nädogry setir: "${_issue.includes}" saklamaly`;
                if (_issue.format === "regex")
                    return `Nädogry setir: ${_issue.pattern} nusga laýyk bolmaly`;
                return `Nädogry ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Nädogry san: ${issue.divisor} bilen galyndysyz bölünmeli`;
            case "unrecognized_keys":
                return `Tanalmaýan açar${issue.keys.length > 1 ? "lar" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} içinde nädogry açar`;
            case "invalid_union":
                return "Nädogry baha";
            case "invalid_element":
                return `${issue.origin} içinde nädogry baha`;
            default:
                return `Nädogry baha`;
        }
    };
};
/* harmony default export */ function tk() {
    return {
        localeError: tk_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/tr.js

const tr_error = () => {
    const Sizable = {
        string: { unit: "karakter", verb: "olmalı" },
        file: { unit: "bayt", verb: "olmalı" },
        array: { unit: "öğe", verb: "olmalı" },
        set: { unit: "öğe", verb: "olmalı" },
        map: { unit: "öğe", verb: "olmalı" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "girdi",
        email: "e-posta adresi",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO tarih ve saat",
        date: "ISO tarih",
        time: "ISO saat",
        duration: "ISO süre",
        ipv4: "IPv4 adresi",
        ipv6: "IPv6 adresi",
        mac: "MAC adresi",
        cidrv4: "IPv4 aralığı",
        cidrv6: "IPv6 aralığı",
        base64: "base64 ile şifrelenmiş metin",
        base64url: "base64url ile şifrelenmiş metin",
        json_string: "JSON dizesi",
        e164: "E.164 sayısı",
        credit_card: "kredi kartı numarası",
        currency_code: "para birimi kodu",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "Şablon dizesi",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Geçersiz değer: beklenen instanceof ${issue.expected}, alınan ${received}`;
                }
                return `Geçersiz değer: beklenen ${expected}, alınan ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Geçersiz değer: beklenen ${util.stringifyPrimitive(issue.values[0])}`;
                return `Geçersiz seçenek: aşağıdakilerden biri olmalı: ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Çok büyük: beklenen ${issue.origin ?? "değer"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "öğe"}`;
                return `Çok büyük: beklenen ${issue.origin ?? "değer"} ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Çok küçük: beklenen ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                return `Çok küçük: beklenen ${issue.origin} ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Geçersiz metin: "${_issue.prefix}" ile başlamalı`;
                if (_issue.format === "ends_with")
                    return `Geçersiz metin: "${_issue.suffix}" ile bitmeli`;
                if (_issue.format === "includes")
                    return `Geçersiz metin: "${_issue.includes}" içermeli`;
                if (_issue.format === "regex")
                    return `Geçersiz metin: ${_issue.pattern} desenine uymalı`;
                return `Geçersiz ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Geçersiz sayı: ${issue.divisor} ile tam bölünebilmeli`;
            case "unrecognized_keys":
                return `Tanınmayan anahtar${issue.keys.length > 1 ? "lar" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} içinde geçersiz anahtar`;
            case "invalid_union":
                return "Geçersiz değer";
            case "invalid_element":
                return `${issue.origin} içinde geçersiz değer`;
            default:
                return `Geçersiz değer`;
        }
    };
};
/* harmony default export */ function tr() {
    return {
        localeError: tr_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/uk.js

const uk_error = () => {
    const Sizable = {
        string: { unit: "символів", verb: "матиме" },
        file: { unit: "байтів", verb: "матиме" },
        array: { unit: "елементів", verb: "матиме" },
        set: { unit: "елементів", verb: "матиме" },
        map: { unit: "елементів", verb: "матиме" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "вхідні дані",
        email: "адреса електронної пошти",
        url: "URL",
        emoji: "емодзі",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "дата та час ISO",
        date: "дата ISO",
        time: "час ISO",
        duration: "тривалість ISO",
        ipv4: "адреса IPv4",
        ipv6: "адреса IPv6",
        mac: "адреса MAC",
        cidrv4: "діапазон IPv4",
        cidrv6: "діапазон IPv6",
        base64: "рядок у кодуванні base64",
        base64url: "рядок у кодуванні base64url",
        json_string: "рядок JSON",
        e164: "номер E.164",
        credit_card: "номер кредитної картки",
        currency_code: "код валюти",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "вхідні дані",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "число",
        array: "масив",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Неправильні вхідні дані: очікується instanceof ${issue.expected}, отримано ${received}`;
                }
                return `Неправильні вхідні дані: очікується ${expected}, отримано ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Неправильні вхідні дані: очікується ${util.stringifyPrimitive(issue.values[0])}`;
                return `Неправильна опція: очікується одне з ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Занадто велике: очікується, що ${issue.origin ?? "значення"} ${sizing.verb} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "елементів"}`;
                return `Занадто велике: очікується, що ${issue.origin ?? "значення"} буде ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Занадто мале: очікується, що ${issue.origin} ${sizing.verb} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Занадто мале: очікується, що ${issue.origin} буде ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Неправильний рядок: повинен починатися з "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Неправильний рядок: повинен закінчуватися на "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Неправильний рядок: повинен містити "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Неправильний рядок: повинен відповідати шаблону ${_issue.pattern}`;
                return `Неправильний ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Неправильне число: повинно бути кратним ${issue.divisor}`;
            case "unrecognized_keys":
                return `Нерозпізнаний ключ${issue.keys.length > 1 ? "і" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Неправильний ключ у ${issue.origin}`;
            case "invalid_union":
                return "Неправильні вхідні дані";
            case "invalid_element":
                return `Неправильне значення у ${issue.origin}`;
            default:
                return `Неправильні вхідні дані`;
        }
    };
};
/* harmony default export */ function uk() {
    return {
        localeError: uk_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ua.js

/** @deprecated Use `uk` instead. */
/* harmony default export */ function ua() {
    return uk();
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/ur.js

const ur_error = () => {
    const Sizable = {
        string: { unit: "حروف", verb: "ہونا" },
        file: { unit: "بائٹس", verb: "ہونا" },
        array: { unit: "آئٹمز", verb: "ہونا" },
        set: { unit: "آئٹمز", verb: "ہونا" },
        map: { unit: "آئٹمز", verb: "ہونا" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ان پٹ",
        email: "ای میل ایڈریس",
        url: "یو آر ایل",
        emoji: "ایموجی",
        uuid: "یو یو آئی ڈی",
        uuidv4: "یو یو آئی ڈی وی 4",
        uuidv6: "یو یو آئی ڈی وی 6",
        nanoid: "نینو آئی ڈی",
        guid: "جی یو آئی ڈی",
        cuid: "سی یو آئی ڈی",
        cuid2: "سی یو آئی ڈی 2",
        ulid: "یو ایل آئی ڈی",
        xid: "ایکس آئی ڈی",
        ksuid: "کے ایس یو آئی ڈی",
        datetime: "آئی ایس او ڈیٹ ٹائم",
        date: "آئی ایس او تاریخ",
        time: "آئی ایس او وقت",
        duration: "آئی ایس او مدت",
        ipv4: "آئی پی وی 4 ایڈریس",
        ipv6: "آئی پی وی 6 ایڈریس",
        mac: "ایم اے سی ایڈریس",
        cidrv4: "آئی پی وی 4 رینج",
        cidrv6: "آئی پی وی 6 رینج",
        base64: "بیس 64 ان کوڈڈ سٹرنگ",
        base64url: "بیس 64 یو آر ایل ان کوڈڈ سٹرنگ",
        json_string: "جے ایس او این سٹرنگ",
        e164: "ای 164 نمبر",
        credit_card: "کریڈٹ کارڈ نمبر",
        currency_code: "کرنسی کوڈ",
        iban: "IBAN",
        jwt: "جے ڈبلیو ٹی",
        template_literal: "ان پٹ",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "نمبر",
        array: "آرے",
        null: "نل",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `غلط ان پٹ: instanceof ${issue.expected} متوقع تھا، ${received} موصول ہوا`;
                }
                return `غلط ان پٹ: ${expected} متوقع تھا، ${received} موصول ہوا`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `غلط ان پٹ: ${util.stringifyPrimitive(issue.values[0])} متوقع تھا`;
                return `غلط آپشن: ${util.joinValues(issue.values, "|")} میں سے ایک متوقع تھا`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `بہت بڑا: ${issue.origin ?? "ویلیو"} کے ${adj}${issue.maximum.toString()} ${sizing.unit ?? "عناصر"} ہونے متوقع تھے`;
                return `بہت بڑا: ${issue.origin ?? "ویلیو"} کا ${adj}${issue.maximum.toString()} ہونا متوقع تھا`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `بہت چھوٹا: ${issue.origin} کے ${adj}${issue.minimum.toString()} ${sizing.unit} ہونے متوقع تھے`;
                }
                return `بہت چھوٹا: ${issue.origin} کا ${adj}${issue.minimum.toString()} ہونا متوقع تھا`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `غلط سٹرنگ: "${_issue.prefix}" سے شروع ہونا چاہیے`;
                }
                if (_issue.format === "ends_with")
                    return `غلط سٹرنگ: "${_issue.suffix}" پر ختم ہونا چاہیے`;
                if (_issue.format === "includes")
                    return `غلط سٹرنگ: "${_issue.includes}" شامل ہونا چاہیے`;
                if (_issue.format === "regex")
                    return `غلط سٹرنگ: پیٹرن ${_issue.pattern} سے میچ ہونا چاہیے`;
                return `غلط ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `غلط نمبر: ${issue.divisor} کا مضاعف ہونا چاہیے`;
            case "unrecognized_keys":
                return `غیر تسلیم شدہ کی${issue.keys.length > 1 ? "ز" : ""}: ${util.joinValues(issue.keys, "، ")}`;
            case "invalid_key":
                return `${issue.origin} میں غلط کی`;
            case "invalid_union":
                return "غلط ان پٹ";
            case "invalid_element":
                return `${issue.origin} میں غلط ویلیو`;
            default:
                return `غلط ان پٹ`;
        }
    };
};
/* harmony default export */ function ur() {
    return {
        localeError: ur_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/uz.js

const uz_error = () => {
    const Sizable = {
        string: { unit: "belgi", verb: "bo‘lishi kerak" },
        file: { unit: "bayt", verb: "bo‘lishi kerak" },
        array: { unit: "element", verb: "bo‘lishi kerak" },
        set: { unit: "element", verb: "bo‘lishi kerak" },
        map: { unit: "yozuv", verb: "bo‘lishi kerak" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "kirish",
        email: "elektron pochta manzili",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO sana va vaqti",
        date: "ISO sana",
        time: "ISO vaqt",
        duration: "ISO davomiylik",
        ipv4: "IPv4 manzil",
        ipv6: "IPv6 manzil",
        mac: "MAC manzil",
        cidrv4: "IPv4 diapazon",
        cidrv6: "IPv6 diapazon",
        base64: "base64 kodlangan satr",
        base64url: "base64url kodlangan satr",
        json_string: "JSON satr",
        e164: "E.164 raqam",
        credit_card: "kredit karta raqami",
        currency_code: "valyuta kodi",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "kirish",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "raqam",
        array: "massiv",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Noto‘g‘ri kirish: kutilgan instanceof ${issue.expected}, qabul qilingan ${received}`;
                }
                return `Noto‘g‘ri kirish: kutilgan ${expected}, qabul qilingan ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Noto‘g‘ri kirish: kutilgan ${util.stringifyPrimitive(issue.values[0])}`;
                return `Noto‘g‘ri variant: quyidagilardan biri kutilgan ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Juda katta: kutilgan ${issue.origin ?? "qiymat"} ${adj}${issue.maximum.toString()} ${sizing.unit} ${sizing.verb}`;
                return `Juda katta: kutilgan ${issue.origin ?? "qiymat"} ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Juda kichik: kutilgan ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit} ${sizing.verb}`;
                }
                return `Juda kichik: kutilgan ${issue.origin} ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Noto‘g‘ri satr: "${_issue.prefix}" bilan boshlanishi kerak`;
                if (_issue.format === "ends_with")
                    return `Noto‘g‘ri satr: "${_issue.suffix}" bilan tugashi kerak`;
                if (_issue.format === "includes")
                    return `Noto‘g‘ri satr: "${_issue.includes}" ni o‘z ichiga olishi kerak`;
                if (_issue.format === "regex")
                    return `Noto‘g‘ri satr: ${_issue.pattern} shabloniga mos kelishi kerak`;
                return `Noto‘g‘ri ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Noto‘g‘ri raqam: ${issue.divisor} ning karralisi bo‘lishi kerak`;
            case "unrecognized_keys":
                return `Noma’lum kalit${issue.keys.length > 1 ? "lar" : ""}: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} dagi kalit noto‘g‘ri`;
            case "invalid_union":
                return "Noto‘g‘ri kirish";
            case "invalid_element":
                return `${issue.origin} da noto‘g‘ri qiymat`;
            default:
                return `Noto‘g‘ri kirish`;
        }
    };
};
/* harmony default export */ function uz() {
    return {
        localeError: uz_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/vi.js

const vi_error = () => {
    const Sizable = {
        string: { unit: "ký tự", verb: "có" },
        file: { unit: "byte", verb: "có" },
        array: { unit: "phần tử", verb: "có" },
        set: { unit: "phần tử", verb: "có" },
        map: { unit: "phần tử", verb: "có" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "đầu vào",
        email: "địa chỉ email",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ngày giờ ISO",
        date: "ngày ISO",
        time: "giờ ISO",
        duration: "khoảng thời gian ISO",
        ipv4: "địa chỉ IPv4",
        ipv6: "địa chỉ IPv6",
        mac: "địa chỉ MAC",
        cidrv4: "dải IPv4",
        cidrv6: "dải IPv6",
        base64: "chuỗi mã hóa base64",
        base64url: "chuỗi mã hóa base64url",
        json_string: "chuỗi JSON",
        e164: "số E.164",
        credit_card: "số thẻ tín dụng",
        currency_code: "mã tiền tệ",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "đầu vào",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "số",
        array: "mảng",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Đầu vào không hợp lệ: mong đợi instanceof ${issue.expected}, nhận được ${received}`;
                }
                return `Đầu vào không hợp lệ: mong đợi ${expected}, nhận được ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Đầu vào không hợp lệ: mong đợi ${util.stringifyPrimitive(issue.values[0])}`;
                return `Tùy chọn không hợp lệ: mong đợi một trong các giá trị ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Quá lớn: mong đợi ${issue.origin ?? "giá trị"} ${sizing.verb} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "phần tử"}`;
                return `Quá lớn: mong đợi ${issue.origin ?? "giá trị"} ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Quá nhỏ: mong đợi ${issue.origin} ${sizing.verb} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Quá nhỏ: mong đợi ${issue.origin} ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Chuỗi không hợp lệ: phải bắt đầu bằng "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Chuỗi không hợp lệ: phải kết thúc bằng "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Chuỗi không hợp lệ: phải bao gồm "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Chuỗi không hợp lệ: phải khớp với mẫu ${_issue.pattern}`;
                return `${FormatDictionary[_issue.format] ?? issue.format} không hợp lệ`;
            }
            case "not_multiple_of":
                return `Số không hợp lệ: phải là bội số của ${issue.divisor}`;
            case "unrecognized_keys":
                return `Khóa không được nhận dạng: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Khóa không hợp lệ trong ${issue.origin}`;
            case "invalid_union":
                return "Đầu vào không hợp lệ";
            case "invalid_element":
                return `Giá trị không hợp lệ trong ${issue.origin}`;
            default:
                return `Đầu vào không hợp lệ`;
        }
    };
};
/* harmony default export */ function vi() {
    return {
        localeError: vi_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/zh-CN.js

const zh_CN_error = () => {
    const Sizable = {
        string: { unit: "字符", verb: "包含" },
        file: { unit: "字节", verb: "包含" },
        array: { unit: "项", verb: "包含" },
        set: { unit: "项", verb: "包含" },
        map: { unit: "项", verb: "包含" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "输入",
        email: "电子邮件",
        url: "URL",
        emoji: "表情符号",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO日期时间",
        date: "ISO日期",
        time: "ISO时间",
        duration: "ISO时长",
        ipv4: "IPv4地址",
        ipv6: "IPv6地址",
        mac: "MAC地址",
        cidrv4: "IPv4网段",
        cidrv6: "IPv6网段",
        base64: "base64编码字符串",
        base64url: "base64url编码字符串",
        json_string: "JSON字符串",
        e164: "E.164号码",
        credit_card: "信用卡号",
        currency_code: "货币代码",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "输入",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "数字",
        array: "数组",
        null: "空值(null)",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `无效输入：期望 instanceof ${issue.expected}，实际接收 ${received}`;
                }
                return `无效输入：期望 ${expected}，实际接收 ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `无效输入：期望 ${util.stringifyPrimitive(issue.values[0])}`;
                return `无效选项：期望以下之一 ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `数值过大：期望 ${issue.origin ?? "值"} ${adj}${issue.maximum.toString()} ${sizing.unit ?? "个元素"}`;
                return `数值过大：期望 ${issue.origin ?? "值"} ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `数值过小：期望 ${issue.origin} ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `数值过小：期望 ${issue.origin} ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `无效字符串：必须以 "${_issue.prefix}" 开头`;
                if (_issue.format === "ends_with")
                    return `无效字符串：必须以 "${_issue.suffix}" 结尾`;
                if (_issue.format === "includes")
                    return `无效字符串：必须包含 "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `无效字符串：必须满足正则表达式 ${_issue.pattern}`;
                return `无效${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `无效数字：必须是 ${issue.divisor} 的倍数`;
            case "unrecognized_keys":
                return `出现未知的键(key): ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `${issue.origin} 中的键(key)无效`;
            case "invalid_union":
                return "无效输入";
            case "invalid_element":
                return `${issue.origin} 中包含无效值(value)`;
            default:
                return `无效输入`;
        }
    };
};
/* harmony default export */ function zh_CN() {
    return {
        localeError: zh_CN_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/zh-TW.js

const zh_TW_error = () => {
    const Sizable = {
        string: { unit: "字元", verb: "擁有" },
        file: { unit: "位元組", verb: "擁有" },
        array: { unit: "項目", verb: "擁有" },
        set: { unit: "項目", verb: "擁有" },
        map: { unit: "項目", verb: "擁有" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "輸入",
        email: "郵件地址",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO 日期時間",
        date: "ISO 日期",
        time: "ISO 時間",
        duration: "ISO 期間",
        ipv4: "IPv4 位址",
        ipv6: "IPv6 位址",
        mac: "MAC 位址",
        cidrv4: "IPv4 範圍",
        cidrv6: "IPv6 範圍",
        base64: "base64 編碼字串",
        base64url: "base64url 編碼字串",
        json_string: "JSON 字串",
        e164: "E.164 數值",
        credit_card: "信用卡號",
        currency_code: "貨幣代碼",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "輸入",
    };
    const TypeDictionary = {
        nan: "NaN",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `無效的輸入值：預期為 instanceof ${issue.expected}，但收到 ${received}`;
                }
                return `無效的輸入值：預期為 ${expected}，但收到 ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `無效的輸入值：預期為 ${util.stringifyPrimitive(issue.values[0])}`;
                return `無效的選項：預期為以下其中之一 ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `數值過大：預期 ${issue.origin ?? "值"} 應為 ${adj}${issue.maximum.toString()} ${sizing.unit ?? "個元素"}`;
                return `數值過大：預期 ${issue.origin ?? "值"} 應為 ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `數值過小：預期 ${issue.origin} 應為 ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `數值過小：預期 ${issue.origin} 應為 ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `無效的字串：必須以 "${_issue.prefix}" 開頭`;
                }
                if (_issue.format === "ends_with")
                    return `無效的字串：必須以 "${_issue.suffix}" 結尾`;
                if (_issue.format === "includes")
                    return `無效的字串：必須包含 "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `無效的字串：必須符合格式 ${_issue.pattern}`;
                return `無效的 ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `無效的數字：必須為 ${issue.divisor} 的倍數`;
            case "unrecognized_keys":
                return `無法識別的鍵值${issue.keys.length > 1 ? "們" : ""}：${util.joinValues(issue.keys, "、")}`;
            case "invalid_key":
                return `${issue.origin} 中有無效的鍵值`;
            case "invalid_union":
                return "無效的輸入值";
            case "invalid_element":
                return `${issue.origin} 中有無效的值`;
            default:
                return `無效的輸入值`;
        }
    };
};
/* harmony default export */ function zh_TW() {
    return {
        localeError: zh_TW_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/yo.js

const yo_error = () => {
    const Sizable = {
        string: { unit: "àmi", verb: "ní" },
        file: { unit: "bytes", verb: "ní" },
        array: { unit: "nkan", verb: "ní" },
        set: { unit: "nkan", verb: "ní" },
        map: { unit: "nkan", verb: "ní" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "ẹ̀rọ ìbáwọlé",
        email: "àdírẹ́sì ìmẹ́lì",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "àkókò ISO",
        date: "ọjọ́ ISO",
        time: "àkókò ISO",
        duration: "àkókò tó pé ISO",
        ipv4: "àdírẹ́sì IPv4",
        ipv6: "àdírẹ́sì IPv6",
        mac: "àdírẹ́sì MAC",
        cidrv4: "àgbègbè IPv4",
        cidrv6: "àgbègbè IPv6",
        base64: "ọ̀rọ̀ tí a kọ́ ní base64",
        base64url: "ọ̀rọ̀ base64url",
        json_string: "ọ̀rọ̀ JSON",
        e164: "nọ́mbà E.164",
        credit_card: "nọmba kaadi gbese",
        currency_code: "koodu owó",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "ẹ̀rọ ìbáwọlé",
    };
    const TypeDictionary = {
        nan: "NaN",
        number: "nọ́mbà",
        array: "akopọ",
    };
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = TypeDictionary[issue.expected] ?? issue.expected;
                const receivedType = util.parsedType(issue.input);
                const received = TypeDictionary[receivedType] ?? receivedType;
                if (/^[A-Z]/.test(issue.expected)) {
                    return `Ìbáwọlé aṣìṣe: a ní láti fi instanceof ${issue.expected}, àmọ̀ a rí ${received}`;
                }
                return `Ìbáwọlé aṣìṣe: a ní láti fi ${expected}, àmọ̀ a rí ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Ìbáwọlé aṣìṣe: a ní láti fi ${util.stringifyPrimitive(issue.values[0])}`;
                return `Àṣàyàn aṣìṣe: yan ọ̀kan lára ${util.joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Tó pọ̀ jù: a ní láti jẹ́ pé ${issue.origin ?? "iye"} ${sizing.verb} ${adj}${issue.maximum} ${sizing.unit}`;
                return `Tó pọ̀ jù: a ní láti jẹ́ ${adj}${issue.maximum}`;
            }
            case "too_small": {
                const adj = issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Kéré ju: a ní láti jẹ́ pé ${issue.origin} ${sizing.verb} ${adj}${issue.minimum} ${sizing.unit}`;
                return `Kéré ju: a ní láti jẹ́ ${adj}${issue.minimum}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with")
                    return `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ bẹ̀rẹ̀ pẹ̀lú "${_issue.prefix}"`;
                if (_issue.format === "ends_with")
                    return `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ parí pẹ̀lú "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ ní "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ bá àpẹẹrẹ mu ${_issue.pattern}`;
                return `Aṣìṣe: ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Nọ́mbà aṣìṣe: gbọ́dọ̀ jẹ́ èyà pípín ti ${issue.divisor}`;
            case "unrecognized_keys":
                return `Bọtìnì àìmọ̀: ${util.joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Bọtìnì aṣìṣe nínú ${issue.origin}`;
            case "invalid_union":
                return "Ìbáwọlé aṣìṣe";
            case "invalid_element":
                return `Iye aṣìṣe nínú ${issue.origin}`;
            default:
                return "Ìbáwọlé aṣìṣe";
        }
    };
};
/* harmony default export */ function yo() {
    return {
        localeError: yo_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/index.js
































































// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __webpack_require__(9396);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/doc.js
var core_doc = __webpack_require__(2041);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/compile.js






/** @internal Sentinel the compiled fast path returns when validation fails. */
const INVALID = Symbol.for("zod.compile.invalid");
// Set on the parse ctx when a compiled wrapper falls back to the runtime, so nested compiled wrappers skip their fast paths for the rest of that parse.
const FALLBACK_FLAG = Symbol.for("zod.compile.fallback");
/** Raised when the schema contains async refinements or transforms. Surfaces only under `compile(schema, { strict: true })`. */
class ZodCompileAsyncError extends Error {
    constructor(message = "z.compile does not support async refinements, transforms, or checks") {
        super(message);
        this.name = "ZodCompileAsyncError";
    }
}
/**
 * Raised when the schema contains a feature whose semantics the fast path
 * can't fully model. Both the shim in `zod/compile` and the default
 * `compile()` fall back to the runtime parser for that schema; only
 * `compile(schema, { strict: true })` lets it surface.
 */
class ZodCompileUnsupportedError extends Error {
    constructor(feature, islandable = true) {
        super(`z.compile does not support ${feature}; this schema must use the runtime parser`);
        this.name = "ZodCompileUnsupportedError";
        this.islandable = islandable;
    }
}
/**
 * Build the validator `validate` calls: the same codegen as the parser with the output construction
 * dropped. A schema the flag cannot express reuses the parser, which still answers correctly — it
 * just builds a value nothing reads.
 */
function compileValidator(schema, parser) {
    try {
        return compileFn(schema, { assertOnly: true });
    }
    catch {
        return parser;
    }
}
/**
 * AOT-compile a Zod schema. Returns a clone whose `_zod.run` calls a generated
 * fast path first and falls back to the original runtime parser on failure.
 *
 * - Forward direction only. Backward (encode), async, and `skipChecks` paths
 *   bypass the fast path and use the runtime directly.
 * - Never throws. A schema the fast path can't model is returned unchanged and
 *   keeps using the runtime parser. Pass `{ strict: true }` to get the refusal
 *   as a thrown `ZodCompileUnsupportedError` / `ZodCompileAsyncError` instead.
 * - The original schema is unchanged. The clone shares children by reference.
 */
function compile(schema, options) {
    try {
        const parser = compileFn(schema);
        const clone = withParser(schema, parser);
        // withParser leaves the parser as its own validator; the generated assert-only variant is better when we have one
        clone._zod.bag.validator = compileValidator(schema, parser);
        return clone;
    }
    catch (err) {
        if (options?.strict)
            throw err;
        // a schema we can't compile still has to work, so hand it back untouched on the runtime parser — the same silent fallback global mode already does
        return schema;
    }
}
/**
 * Install an already-generated parser as a schema's fast path. Returns a clone; the original is
 * unchanged.
 *
 * The parser takes the input and returns the parsed value, or `INVALID` to hand the parse to the
 * runtime. It must be synchronous and forward-direction, and it must build fresh output rather than
 * return its input — Zod cannot check either, and a wrong *success* is returned to the caller as-is.
 *
 * `compile()` is the ordinary entry point. This is for a build-time or native compiler that produces
 * a parser where `new Function` is unavailable.
 */
function withParser(schema, parser) {
    // generated code never receives the parse context, so only the runtime can close a reference cycle; compileFn refuses these too
    if ((0,memoizer/* isRecursiveSchema */.Kw)(schema)) {
        throw new ZodCompileUnsupportedError("a schema whose subtree contains a reference cycle");
    }
    const clone = util.clone(schema);
    // Capture the source-of-truth runtime eagerly. If schema._zod.run is itself a shim installed by global-mode (`__originalRun` set), unwrap past it. Otherwise capturing the live property lazily would let a later self- replacement of schema._zod.run feed our wrapper back into itself.
    const liveRun = schema._zod.run;
    const originalRun = liveRun.__originalRun ?? liveRun;
    // Delegate to the *original* schema's run on bypass/fallback, not the clone's. The original closed over its own `inst` at construction time, and issue payloads use that reference to derive things like the class name for `z.instanceof(Test)`; calling the clone's freshly-initialized run would push issues with `inst === clone` and diverge from the original schema's error messages.
    const wrapped = (payload, ctx) => {
        if (ctx?.async ||
            ctx?.direction === "backward" ||
            ctx?.skipChecks ||
            ctx?.[FALLBACK_FLAG]) {
            return originalRun(payload, ctx);
        }
        // A memoized back-edge: only the runtime can close a reference cycle, and a transform on one must raise $ZodCyclicError from its own parse.
        if (ctx && (0,memoizer/* isBackEdge */.TE)(ctx, payload.value)) {
            return originalRun(payload, ctx);
        }
        const out = parser(payload.value);
        if (out !== INVALID) {
            payload.value = out;
            return payload;
        }
        // Mark this parse as runtime-driven: under global mode every nested schema carries its own compiled wrapper, and without the flag the parent's runtime fallback re-enters each child's fast path, running user callbacks a third time on invalid input.
        if (ctx)
            ctx[FALLBACK_FLAG] = true;
        return originalRun(payload, ctx);
    };
    // Let later compiles of (or through) this run unwrap to the true runtime — both the global shim and repeated z.compile calls rely on this. The bag also carries the parser and the validator, so the standalone validate can skip the payload and wrapper on the happy path.
    wrapped.__originalRun = originalRun;
    clone._zod.bag.fallbackRun = originalRun;
    // a supplied parser answers `validate` too: one implementation means parse and validate cannot disagree, and its undefined `definite` keeps the runtime re-parse on every rejection
    clone._zod.bag.validator = parser;
    clone._zod.run = wrapped;
    // The fast parse/safeParse closures fall back through the source schema's methods. If the source is shim- or wrapper-managed, those methods route into a compiled run and would execute user callbacks a third time on invalid input — the plain method → wrapper path is exactly 2x, so skip.
    if (!liveRun.__originalRun)
        installCompiledUserMethods(clone, schema, parser);
    return clone;
}
function installCompiledUserMethods(target, source, parser) {
    const targetAny = target;
    const sourceAny = source;
    if (typeof sourceAny.safeParse === "function") {
        const originalSafeParse = sourceAny.safeParse;
        targetAny.safeParse = (data, params) => {
            const out = parser(data);
            if (out !== INVALID) {
                return { success: true, data: out };
            }
            return originalSafeParse(data, params);
        };
    }
    if (typeof sourceAny.parse === "function") {
        const originalParse = sourceAny.parse;
        targetAny.parse = (data, params) => {
            const out = parser(data);
            if (out !== INVALID) {
                return out;
            }
            return originalParse(data, params);
        };
    }
}
/**
 * @internal Generate the standalone compiled function: a parser by default, a validator under
 * `assertOnly`. Returns the parsed value, `true` where nothing reads the output, or `INVALID`. Consumers use `compile()`.
 */
function compileFn(schema, options) {
    // Cycle-breaking is keyed on the parse context, which generated code never receives. `shape` can be a getter that throws (z.pick() with an unrecognized mask key), so treat "can't tell" as recursive.
    let recursive = true;
    try {
        recursive = (0,memoizer/* isRecursiveSchema */.Kw)(schema);
    }
    catch { }
    if (recursive) {
        throw new ZodCompileUnsupportedError("a schema whose subtree contains a reference cycle");
    }
    const ctx = {
        constants: new Map(),
        constantCounter: 0,
        varCounter: 0,
        definite: true,
    };
    const doc = new core_doc/* Doc */.J(["input"]);
    const outputAccessor = generateCheck(doc, ctx, schema, "input", !options?.assertOnly);
    // In assert mode a root that built nothing has already returned INVALID on every failure, so reaching the end means valid.
    doc.write(outputAccessor === null ? `return true;` : `return ${outputAccessor};`);
    // Build the function with hoisted constants Always include INVALID as the first constant
    const constantNames = ["INVALID", ...ctx.constants.keys()];
    const constantValues = [INVALID, ...ctx.constants.values()];
    const code = doc.content.join("\n");
    const fullCode = options?.debug
        ? constantNames.length > 0
            ? `// Constants: ${constantNames.join(", ")}\n${code}`
            : code
        : "";
    const F = Function;
    const factoryCode = `return (input) => {\n${code}\n}`;
    let fn;
    try {
        const factory = new F(...constantNames, factoryCode);
        fn = factory(...constantValues);
    }
    catch (err) {
        // Malformed generated code (or a CSP environment rejecting `new Function`) surfaces as a typed error so the global shim falls back to the runtime instead of crashing with a raw SyntaxError/EvalError.
        throw new ZodCompileUnsupportedError(`this schema (generated code failed to evaluate: ${err.message})`);
    }
    if (options?.debug) {
        fn.code = fullCode;
    }
    fn.definite = ctx.definite;
    return fn;
}
function addConstant(ctx, value) {
    // Check if we already have this constant
    for (const [name, v] of ctx.constants) {
        if (v === value)
            return name;
    }
    const name = `c${ctx.constantCounter++}`;
    ctx.constants.set(name, value);
    return name;
}
/** Hoists a user-supplied callback. Anything the schema's author wrote can throw, and generated code can reject an earlier sibling before ever reaching it, so this clears `definite` — a rejection is then no longer proof that the interpreter would have rejected rather than thrown. */
function addUserConstant(ctx, fn) {
    ctx.definite = false;
    return addConstant(ctx, fn);
}
function newVar(ctx) {
    return `v${ctx.varCounter++}`;
}
// Runs a child schema as a black box: its value, or INVALID for a failure or an async run.
function runtimeRun(schema, value) {
    const result = schema._zod.run({ value, issues: [] }, {});
    if (result && typeof result.then === "function")
        return INVALID;
    const r = result;
    return r.issues.length === 0 ? r.value : INVALID;
}
// `null` means the node built no value because nothing reads it. The overloads keep that case out of the 20-odd callers that always want one, so only a caller passing needsValue has to handle it.
function compileChild(doc, ctx, schema, accessor, needsValue = true) {
    const contentLen = doc.content.length;
    const constantCount = ctx.constants.size;
    const constantCounter = ctx.constantCounter;
    const varCounter = ctx.varCounter;
    try {
        return generateCheck(doc, ctx, schema, accessor, needsValue);
    }
    catch (err) {
        if (!(err instanceof ZodCompileUnsupportedError) || !err.islandable)
            throw err;
        doc.content.length = contentLen;
        if (ctx.constants.size > constantCount) {
            const trailing = Array.from(ctx.constants.keys()).slice(constantCount);
            for (const k of trailing)
                ctx.constants.delete(k);
        }
        ctx.constantCounter = constantCounter;
        ctx.varCounter = varCounter;
        return emitRuntimeIsland(doc, ctx, schema, accessor);
    }
}
function emitRuntimeIsland(doc, ctx, schema, accessor) {
    // an islanded child answers INVALID for an async run too, which the interpreter throws for
    ctx.definite = false;
    const schemaConst = addConstant(ctx, schema);
    const runConst = addConstant(ctx, runtimeRun);
    const outVar = newVar(ctx);
    doc.write(`const ${outVar} = ${runConst}(${schemaConst}, ${accessor});`);
    doc.write(`if (${outVar} === INVALID) return INVALID;`);
    return outVar;
}
// Check classes whose `when` is auto-defaulted at init (checks.ts `when ??=`).
const WHEN_DEFAULTED_CHECKS = new Set([
    "max_size",
    "min_size",
    "size_equals",
    "max_length",
    "min_length",
    "length_equals",
]);
function generateChecks(doc, ctx, schema, accessor) {
    const schemaChecks = schema._zod.def.checks;
    if (!schemaChecks || schemaChecks.length === 0)
        return accessor;
    // Track current accessor - may change if overwrite checks are encountered
    let currentAccessor = accessor;
    for (const check of schemaChecks) {
        const def = check._zod.def;
        // A custom `when` skips a check the fast path always runs; the one auto-defaulted on size/length classes matches its bail-on-first-failure.
        if (def.when && !WHEN_DEFAULTED_CHECKS.has(def.check)) {
            throw new ZodCompileUnsupportedError(`check with a custom "when" condition`);
        }
        switch (def.check) {
            case "greater_than":
                generateGreaterThanCheck(doc, ctx, def, currentAccessor);
                break;
            case "less_than":
                generateLessThanCheck(doc, ctx, def, currentAccessor);
                break;
            case "multiple_of":
                generateMultipleOfCheck(doc, ctx, def, currentAccessor);
                break;
            case "number_format":
                generateNumberFormatCheck(doc, def, currentAccessor);
                break;
            case "min_length": {
                const min = numericOperand(def.minimum, "min_length");
                const len = codePointLengthVar(doc, ctx, currentAccessor, `${currentAccessor}.length >= ${min} && ${currentAccessor}.length < ${def.minimum * 2}`);
                doc.write(`if (${len} < ${min}) return INVALID;`);
                break;
            }
            case "max_length": {
                const max = numericOperand(def.maximum, "max_length");
                const len = codePointLengthVar(doc, ctx, currentAccessor, `${currentAccessor}.length > ${max}`);
                doc.write(`if (${len} > ${max}) return INVALID;`);
                break;
            }
            case "length_equals": {
                const exact = numericOperand(def.length, "length_equals");
                const len = codePointLengthVar(doc, ctx, currentAccessor, `${currentAccessor}.length >= ${exact} && ${currentAccessor}.length <= ${def.length * 2}`);
                doc.write(`if (${len} !== ${exact}) return INVALID;`);
                break;
            }
            case "min_size":
                doc.write(`if (${currentAccessor}.size < ${numericOperand(def.minimum, "min_size")}) return INVALID;`);
                break;
            case "max_size":
                doc.write(`if (${currentAccessor}.size > ${numericOperand(def.maximum, "max_size")}) return INVALID;`);
                break;
            case "size_equals":
                doc.write(`if (${currentAccessor}.size !== ${numericOperand(def.size, "size_equals")}) return INVALID;`);
                break;
            case "string_format":
                currentAccessor = generateStringFormatCheck(doc, ctx, def, currentAccessor);
                break;
            case "custom":
                currentAccessor = generateCustomRefineCheck(doc, ctx, check, currentAccessor);
                break;
            case "bigint_format":
                generateBigIntFormatCheck(doc, def, currentAccessor);
                break;
            case "mime_type":
                generateMimeTypeCheck(doc, ctx, def, currentAccessor);
                break;
            case "property":
                generatePropertyCheck(doc, ctx, def, currentAccessor);
                break;
            case "properties":
                generatePropertiesChecks(doc, ctx, def, currentAccessor);
                break;
            case "overwrite": {
                // Overwrite transforms the value - create new variable for transformed result
                const newAccessor = newVar(ctx);
                generateOverwriteCheck(doc, ctx, check, currentAccessor, newAccessor);
                currentAccessor = newAccessor;
                break;
            }
            default: {
                void def;
                throw new ZodCompileUnsupportedError(`check type ${def.check}`);
            }
        }
    }
    return currentAccessor;
}
// Emit the length operand for a length check, mirroring `$ZodCheckMinLength` and friends: strings measure in code points, everything else in `.length`. `inDoubt` is the caller's cheap UTF-16 bound test — outside it the unit count already settles the comparison, so the scan is skipped.
function codePointLengthVar(doc, ctx, accessor, inDoubt) {
    const cpLen = addConstant(ctx, util.codePointLength);
    const v = newVar(ctx);
    doc.write(`const ${v} = typeof ${accessor} === "string" && ${inDoubt} ? ${cpLen}(${accessor}) : ${accessor}.length;`);
    return v;
}
// Emit a source operand for a gt/lt bound. Numbers inline; Dates hoist as a constant (relational operators compare via valueOf). NaN and Invalid Date bounds can't compile to a comparison that matches runtime semantics.
/**
 * A count bound reaches generated source verbatim, so a non-number would be
 * emitted as code rather than as a value — `min('0) {} evil(); if (0')` writes an
 * arbitrary statement into the function body. TypeScript types these as `number`
 * and fromJSONSchema guards them, so this is a backstop rather than a live hole,
 * but generated source is the one place a wrong type stops being a type error.
 */
function numericOperand(value, label) {
    if (typeof value !== "number" || !Number.isFinite(value)) {
        throw new ZodCompileUnsupportedError(`${label} bound of type ${typeof value}`);
    }
    return `${value}`;
}
function comparisonOperand(ctx, value) {
    if (typeof value === "bigint")
        return `${value}n`;
    if (typeof value === "number") {
        if (Number.isNaN(value))
            throw new ZodCompileUnsupportedError("comparison check with NaN bound");
        return `${value}`;
    }
    if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) {
            throw new ZodCompileUnsupportedError("comparison check with Invalid Date bound");
        }
        return addConstant(ctx, value);
    }
    throw new ZodCompileUnsupportedError(`comparison check bound of type ${typeof value}`);
}
function generateGreaterThanCheck(doc, ctx, def, accessor) {
    const op = def.inclusive ? "<" : "<=";
    doc.write(`if (${accessor} ${op} ${comparisonOperand(ctx, def.value)}) return INVALID;`);
}
function generateLessThanCheck(doc, ctx, def, accessor) {
    const op = def.inclusive ? ">" : ">=";
    doc.write(`if (${accessor} ${op} ${comparisonOperand(ctx, def.value)}) return INVALID;`);
}
function generateMultipleOfCheck(doc, ctx, def, accessor) {
    if (typeof def.value === "bigint") {
        // a zero divisor has no compiled form: `x % 0n` throws
        if (def.value === BigInt(0))
            throw new ZodCompileUnsupportedError("multiple_of check with a zero divisor");
        doc.write(`if (${accessor} % ${def.value}n !== 0n) return INVALID;`);
    }
    else {
        // Float `%` has well-known precision issues for sub-integer steps
        // (`1.5 % 0.1`, `2.5e-7 % 1e-7`). Defer to util.floatSafeRemainder so the
        // exact tolerance logic stays in one place — single function call is fine
        // since `multipleOf` runs at most once per number.
        const remainder = addConstant(ctx, util.floatSafeRemainder);
        doc.write(`if (${remainder}(${accessor}, ${numericOperand(def.value, "multiple_of")}) !== 0) return INVALID;`);
    }
}
function generateNumberFormatCheck(doc, def, accessor) {
    const format = def.format;
    switch (format) {
        case "safeint":
            doc.write(`if (!Number.isSafeInteger(${accessor})) return INVALID;`);
            break;
        case "int32":
            doc.write(`if (!Number.isInteger(${accessor}) || ${accessor} < -2147483648 || ${accessor} > 2147483647) return INVALID;`);
            break;
        case "uint32":
            doc.write(`if (!Number.isInteger(${accessor}) || ${accessor} < 0 || ${accessor} > 4294967295) return INVALID;`);
            break;
        case "float32":
            // Float32 range per util.NUMBER_FORMAT_RANGES
            doc.write(`if (!Number.isFinite(${accessor}) || ${accessor} < -3.4028234663852886e38 || ${accessor} > 3.4028234663852886e38) return INVALID;`);
            break;
        case "float64":
            doc.write(`if (!Number.isFinite(${accessor})) return INVALID;`);
            break;
        default: {
            void format;
            throw new ZodCompileUnsupportedError(`number format ${format}`);
        }
    }
}
function generateBigIntFormatCheck(doc, def, accessor) {
    const format = def.format;
    if (!format)
        return; // undefined format means no range check
    switch (format) {
        case "int64":
            doc.write(`if (${accessor} < -9223372036854775808n || ${accessor} > 9223372036854775807n) return INVALID;`);
            break;
        case "uint64":
            doc.write(`if (${accessor} < 0n || ${accessor} > 18446744073709551615n) return INVALID;`);
            break;
        default: {
            void format;
            throw new ZodCompileUnsupportedError(`bigint format ${format}`);
        }
    }
}
function generateMimeTypeCheck(doc, ctx, def, accessor) {
    const mimeTypes = def.mime;
    if (mimeTypes && mimeTypes.length > 0) {
        const mimeSet = addConstant(ctx, new Set(mimeTypes));
        doc.write(`if (!${mimeSet}.has(${accessor}.type)) return INVALID;`);
    }
}
// asserts each named property in place; children compile assert-only because z.properties never rebuilds its input
function generatePropertiesChecks(doc, ctx, def, accessor) {
    // a custom `when` gates the assertion at runtime; inside a union a wrongly-run branch is absorbed as a branch failure rather than falling back, so refuse at codegen
    if (def.when) {
        throw new ZodCompileUnsupportedError(`check with a custom "when" condition`);
    }
    // matches the runtime gate: the base schema already typed the value, so only a nullish one is rejected
    doc.write(`if (${accessor} == null) return INVALID;`);
    const shape = def.shape;
    for (const key of Reflect.ownKeys(shape)) {
        // a symbol has no source literal, so it is hoisted as a constant
        const keyExpr = typeof key === "symbol" ? addConstant(ctx, key) : util.esc(key);
        // cache the property read so a getter runs exactly once, matching the runtime
        const inputVar = newVar(ctx);
        doc.write(`const ${inputVar} = ${accessor}[${keyExpr}];`);
        compileChild(doc, ctx, shape[key], inputVar, false);
    }
}
function generatePropertyCheck(doc, ctx, def, accessor) {
    const propAccessor = `${accessor}[${JSON.stringify(def.property)}]`;
    generateCheck(doc, ctx, def.schema, propAccessor);
}
function generateOverwriteCheck(doc, ctx, check, currentAccessor, newAccessor) {
    const tx = check._zod.def.tx;
    if (!tx) {
        throw new ZodCompileUnsupportedError("overwrite check without a transform function");
    }
    // Check for async transform
    if (isAsyncFunction(tx)) {
        throw new ZodCompileAsyncError("z.compile: async overwrite transforms are not supported");
    }
    // Hoist the transform function as a constant and apply it
    const txConst = addConstant(ctx, tx);
    doc.write(`const ${newAccessor} = ${txConst}(${currentAccessor});`);
}
/** A predicate that hands back a thenable is an async check reached synchronously, and the interpreter throws `$ZodAsyncError` for it. Returning INVALID instead would be a bail-out, and a union reads a bail-out as a rejected branch and answers with a later one — so the throw has to survive into generated code. */
function throwAsync() {
    throw new core/* $ZodAsyncError */.GT();
}
/** Shared `addIssue` for the spoofed payloads a refine, check or transform receives. Allocating one per call — a fresh closure plus a `this`-bound method on a fresh literal — pinned every payload-allocating schema at ~2.7M ops/sec against 135M for a plain object literal. It captures nothing per call; it only reaches `this.issues`. */
function pushIssue(issue) {
    this.issues.push(issue);
}
function generateCustomRefineCheck(doc, ctx, check, accessor) {
    const def = check._zod.def;
    if (def.fn) {
        // Simple predicate function (from .refine())
        if (isAsyncFunction(def.fn)) {
            throw new ZodCompileAsyncError("z.compile: async .refine() predicates are not supported");
        }
        const fnConst = addUserConstant(ctx, def.fn);
        const throwAsyncConst = addConstant(ctx, throwAsync);
        const resVar = newVar(ctx);
        doc.write(`const ${resVar} = ${fnConst}(${accessor});`);
        // A thenable is truthy, so it would otherwise read as a pass. It is not a rejection either: the interpreter throws, and INVALID inside a union would just hand the parse to the next branch.
        doc.write(`if (${resVar} instanceof Promise) ${throwAsyncConst}();`);
        doc.write(`if (!${resVar}) return INVALID;`);
        // A `.refine()` predicate only answers yes or no; it cannot rewrite the value.
        return accessor;
    }
    if (check._zod.check) {
        if (isAsyncFunction(check._zod.check)) {
            throw new ZodCompileAsyncError("z.compile: async .superRefine() / check functions are not supported");
        }
        // SuperRefine or other check function - need to spoof context Create a helper that runs the check and returns true if no issues
        const checkFn = check._zod.check;
        // `$RefinementCtx` extends the parse payload, so a check may rewrite
        // `ctx.value` as well as push issues — `.superRefine((v, ctx) => { ctx.value =
        // v.trim() })` is a value transform. Returning only a boolean discarded that
        // write and emitted the untrimmed input. Hand the value back and thread it on.
        const helperFn = (value) => {
            const fakePayload = { value, issues: [], addIssue: pushIssue };
            const result = checkFn(fakePayload);
            // Throw rather than return INVALID: the interpreter throws here, and a union would read INVALID as a rejected branch.
            if (result instanceof Promise)
                throwAsync();
            return fakePayload.issues.length === 0 ? fakePayload.value : INVALID;
        };
        const helperConst = addUserConstant(ctx, helperFn);
        const outVar = newVar(ctx);
        doc.write(`const ${outVar} = ${helperConst}(${accessor});`);
        doc.write(`if (${outVar} === INVALID) return INVALID;`);
        return outVar;
    }
    throw new ZodCompileUnsupportedError("custom check without a predicate or check function");
}
/**
 * Built-in formats that validate with nothing but `def.pattern`, so compiling
 * the regex reproduces the runtime exactly. Deliberately an allowlist: a format
 * missing from it loses its fast path, while a format wrongly added to it
 * silently accepts input the runtime rejects. Formats that layer extra
 * validation over a shape-only pattern (`credit_card`, `base64`, `ipv6`, …) are
 * handled above by hoisting the runtime validator itself.
 */
const PATTERN_IS_COMPLETE = new Set([
    "cidrv4",
    "cuid",
    "cuid2",
    "date",
    "datetime",
    "duration",
    "e164",
    "email",
    "emoji",
    "ends_with",
    "guid",
    "includes",
    "ipv4",
    "ksuid",
    "lowercase",
    "mac",
    "nanoid",
    "regex",
    "starts_with",
    "time",
    "ulid",
    "uppercase",
    "uuid",
    "xid",
]);
function generateStringFormatCheck(doc, ctx, def, accessor, needsValue = true) {
    // Some string formats do runtime validation beyond their advertised pattern. For cheap pure utility checks, hoist the runtime function and call it so the fast path stays correct without cloning the utility logic into codegen.
    const fmt = def.format;
    if (fmt === "base64") {
        const validator = addConstant(ctx, schemas/* isValidBase64 */.UY);
        doc.write(`if (!${validator}(${accessor})) return INVALID;`);
        return accessor;
    }
    if (fmt === "base64url") {
        const validator = addConstant(ctx, schemas/* isValidBase64URL */.tV);
        doc.write(`if (!${validator}(${accessor})) return INVALID;`);
        return accessor;
    }
    if (fmt === "jwt") {
        const validator = addConstant(ctx, schemas/* isValidJWT */.c2);
        const alg = addConstant(ctx, def.alg ?? null);
        doc.write(`if (!${validator}(${accessor}, ${alg})) return INVALID;`);
        return accessor;
    }
    if (fmt === "ipv6") {
        const validator = addConstant(ctx, schemas/* isValidIPv6 */.SW);
        doc.write(`if (!${validator}(${accessor})) return INVALID;`);
        return accessor;
    }
    if (fmt === "cidrv6") {
        const validator = addConstant(ctx, schemas/* isValidCIDRv6 */.Xe);
        doc.write(`if (!${validator}(${accessor})) return INVALID;`);
        return accessor;
    }
    if (fmt === "credit_card") {
        const validator = addConstant(ctx, schemas/* isValidCreditCard */.uv);
        doc.write(`if (!${validator}(${accessor})) return INVALID;`);
        return accessor;
    }
    if (fmt === "iban") {
        const validator = addConstant(ctx, schemas/* isValidIBAN */.DT);
        doc.write(`if (!${validator}(${accessor})) return INVALID;`);
        return accessor;
    }
    const formatDef = def;
    if (fmt === "url" ||
        fmt === "httpurl" ||
        formatDef.normalize ||
        formatDef.hostname !== undefined ||
        formatDef.protocol !== undefined) {
        // Same three predicates the runtime calls, in the same order, so there is no second URL implementation to drift. Which options exist is known now, so the calls the runtime makes conditionally are emitted conditionally instead.
        const parseConst = addConstant(ctx, schemas/* validateURL */.qU);
        const defConst = addConstant(ctx, def);
        const trimVar = newVar(ctx);
        const urlVar = newVar(ctx);
        doc.write(`const ${trimVar} = ${accessor}.trim();`);
        doc.write(`const ${urlVar} = ${parseConst}(${trimVar}, ${defConst});`);
        doc.write(`if (typeof ${urlVar} === "number") return INVALID;`);
        if (formatDef.hostname !== undefined) {
            const hostnameConst = addConstant(ctx, schemas/* urlHostnameOk */.bL);
            doc.write(`if (!${hostnameConst}(${urlVar}, ${defConst}.hostname)) return INVALID;`);
        }
        if (formatDef.protocol !== undefined) {
            const protocolConst = addConstant(ctx, schemas/* urlProtocolOk */.Yf);
            doc.write(`if (!${protocolConst}(${urlVar}, ${defConst}.protocol)) return INVALID;`);
        }
        if (!needsValue)
            return null;
        const outputVar = newVar(ctx);
        const outputExpr = formatDef.normalize ? `${urlVar}.href` : `${addConstant(ctx, schemas/* stripTabAndNewline */.NH)}(${trimVar})`;
        doc.write(`const ${outputVar} = ${outputExpr};`);
        return outputVar;
    }
    // A custom string format carries the predicate the runtime actually calls. Hoist and call it instead of testing `def.pattern`: the two only coincide when the format was built from a RegExp, and relying on that coupling is how supplemental validation gets dropped.
    const customFn = def.fn;
    if (customFn) {
        if (isAsyncFunction(customFn))
            throw new ZodCompileUnsupportedError(`async string format ${fmt}`);
        const fnConst = addConstant(ctx, customFn);
        doc.write(`if (!${fnConst}(${accessor})) return INVALID;`);
        return accessor;
    }
    // Formats whose `pattern` IS the whole check. An allowlist rather than `if (def.pattern)`, because credit_card, base64 and ipv6 carry a shape-only pattern and validate the rest separately.
    if (PATTERN_IS_COMPLETE.has(fmt) && def.pattern) {
        const patternConst = addConstant(ctx, def.pattern);
        doc.write(`${patternConst}.lastIndex = 0;`);
        doc.write(`if (!${patternConst}.test(${accessor})) return INVALID;`);
        return accessor;
    }
    const format = def.format;
    switch (format) {
        case "regex":
            // A regex check with a pattern returned above. Reaching here means there is no pattern to test, and accepting unconditionally would pass every input, so hand the schema back to the runtime.
            throw new ZodCompileUnsupportedError("regex format without a pattern");
        case "lowercase":
            doc.write(`if (${accessor} !== ${accessor}.toLowerCase()) return INVALID;`);
            break;
        case "uppercase":
            doc.write(`if (${accessor} !== ${accessor}.toUpperCase()) return INVALID;`);
            break;
        case "includes":
            doc.write(`if (!${accessor}.includes(${util.esc(def.includes)})) return INVALID;`);
            break;
        case "starts_with": {
            const prefix = def.prefix;
            doc.write(`if (${accessor}.slice(0, ${prefix.length}) !== ${util.esc(prefix)}) return INVALID;`);
            break;
        }
        case "ends_with": {
            const suffix = def.suffix;
            doc.write(`if (${accessor}.slice(-${suffix.length}) !== ${util.esc(suffix)}) return INVALID;`);
            break;
        }
        default: {
            void format;
            throw new ZodCompileUnsupportedError(`string format ${format}`);
        }
    }
    return accessor;
}
function generateCheck(doc, ctx, schema, accessor, needsValue = true) {
    const def = schema._zod.def;
    const type = def.type;
    // A coercing schema would compile to the bare type test and reject what it should convert; inside a union that reads as a rejected branch, so refuse at codegen.
    if (def.coerce) {
        throw new ZodCompileUnsupportedError(`coercion (z.coerce.${type}())`);
    }
    // A node builds its output when its caller reads one, or when it carries checks of its own, since a check reads what was built. One polarity for the whole walk: this is what the node does, and it is what its children are told they need.
    const buildsValue = needsValue || !!def.checks?.length;
    let typeAccessor;
    switch (type) {
        case "string":
            typeAccessor = generateStringCheck(doc, ctx, schema, accessor, buildsValue);
            break;
        case "number":
            typeAccessor = generateNumberCheck(doc, schema, accessor);
            break;
        case "boolean":
            typeAccessor = generateBooleanCheck(doc, accessor);
            break;
        case "bigint":
            typeAccessor = generateBigIntCheck(doc, schema, accessor);
            break;
        case "symbol":
            typeAccessor = generateSymbolCheck(doc, accessor);
            break;
        case "undefined":
            typeAccessor = generateUndefinedCheck(doc, accessor);
            break;
        case "null":
            typeAccessor = generateNullCheck(doc, accessor);
            break;
        case "any":
        case "unknown":
            // No check needed - pass through
            typeAccessor = accessor;
            break;
        case "never":
            doc.write("return INVALID;");
            typeAccessor = accessor;
            break;
        case "void":
            typeAccessor = generateVoidCheck(doc, accessor);
            break;
        case "nan":
            typeAccessor = generateNaNCheck(doc, accessor);
            break;
        case "date":
            typeAccessor = generateDateCheck(doc, accessor);
            break;
        case "object":
            typeAccessor = generateObjectCheck(doc, ctx, schema, accessor, buildsValue);
            break;
        case "optional":
            typeAccessor = generateOptionalCheck(doc, ctx, schema, accessor, buildsValue);
            break;
        case "nullable":
            typeAccessor = generateNullableCheck(doc, ctx, schema, accessor, buildsValue);
            break;
        case "array":
            typeAccessor = generateArrayCheck(doc, ctx, schema, accessor, buildsValue);
            break;
        case "literal":
            typeAccessor = generateLiteralCheck(doc, ctx, schema, accessor);
            break;
        case "enum":
            typeAccessor = generateEnumCheck(doc, ctx, schema, accessor);
            break;
        case "readonly": {
            const innerOut = generateWrapperCheck(doc, ctx, schema, accessor);
            // Runtime freezes the parsed value (schemas.ts handleReadonlyResult).
            const frozenVar = newVar(ctx);
            doc.write(`const ${frozenVar} = Object.freeze(${innerOut});`);
            typeAccessor = frozenVar;
            break;
        }
        case "success":
            // Runtime output is `issues.length === 0`. The fast path only reaches
            // here when the inner check passed (failure returns INVALID and the
            // runtime fallback reproduces the inner issues), so the output is
            // always `true`.
            generateWrapperCheck(doc, ctx, schema, accessor);
            typeAccessor = "true";
            break;
        case "default":
        case "prefault":
            typeAccessor = generateDefaultCheck(doc, ctx, schema, accessor);
            break;
        case "nonoptional":
            typeAccessor = generateNonOptionalCheck(doc, ctx, schema, accessor);
            break;
        case "tuple":
            typeAccessor = generateTupleCheck(doc, ctx, schema, accessor);
            break;
        case "union":
            typeAccessor = generateUnionCheck(doc, ctx, schema, accessor);
            break;
        case "intersection":
            typeAccessor = generateIntersectionCheck(doc, ctx, schema, accessor);
            break;
        case "record":
            typeAccessor = generateRecordCheck(doc, ctx, schema, accessor);
            break;
        case "map":
            typeAccessor = generateMapCheck(doc, ctx, schema, accessor);
            break;
        case "set":
            typeAccessor = generateSetCheck(doc, ctx, schema, accessor);
            break;
        case "file":
            typeAccessor = generateFileCheck(doc, accessor);
            break;
        case "template_literal":
            typeAccessor = generateTemplateLiteralCheck(doc, ctx, schema, accessor);
            break;
        case "lazy":
            typeAccessor = generateLazyCheck(doc, ctx, schema, accessor);
            break;
        case "pipe":
            typeAccessor = generatePipeCheck(doc, ctx, schema, accessor);
            break;
        case "custom":
            typeAccessor = generateCustomCheck(doc, ctx, schema, accessor);
            break;
        case "transform":
            typeAccessor = generateTransformCheck(doc, ctx, schema, accessor);
            break;
        case "catch":
            typeAccessor = generateCatchCheck(doc, ctx, schema, accessor);
            break;
        default: {
            void type;
            throw new ZodCompileUnsupportedError(`schema type ${type}`);
        }
    }
    // a node that built nothing has no checks to run: not building requires an empty check list
    if (typeAccessor === null)
        return null;
    // Generate checks after the type-specific validation (may transform value)
    return generateChecks(doc, ctx, schema, typeAccessor);
}
function generateStringCheck(doc, ctx, schema, accessor, needsValue = true) {
    doc.write(`if (typeof ${accessor} !== "string") return INVALID;`);
    // z.email() carries its format on the def, z.string().email() in def.checks; both route here so the format table has no second copy to drift from.
    const def = schema._zod.def;
    if (def.format === undefined)
        return accessor;
    return generateStringFormatCheck(doc, ctx, def, accessor, needsValue);
}
function generateNumberCheck(doc, schema, accessor) {
    // Runtime z.number() rejects NaN and ±Infinity. Number.isFinite covers both.
    doc.write(`if (typeof ${accessor} !== "number" || !Number.isFinite(${accessor})) return INVALID;`);
    // Mini factories like z.int(), z.int32(), z.uint32(), z.float32() bake a number_format check into the schema def itself (not into def.checks). Apply the same constraint here.
    const def = schema._zod.def;
    if (def.check === "number_format" && def.format) {
        generateNumberFormatCheck(doc, { format: def.format }, accessor);
    }
    return accessor;
}
function generateBooleanCheck(doc, accessor) {
    doc.write(`if (typeof ${accessor} !== "boolean") return INVALID;`);
    return accessor;
}
function generateBigIntCheck(doc, schema, accessor) {
    doc.write(`if (typeof ${accessor} !== "bigint") return INVALID;`);
    // Handle bigint format (int64, uint64) directly on the schema def
    const def = schema._zod.def;
    if (def.format) {
        switch (def.format) {
            case "int64":
                doc.write(`if (${accessor} < -9223372036854775808n || ${accessor} > 9223372036854775807n) return INVALID;`);
                break;
            case "uint64":
                doc.write(`if (${accessor} < 0n || ${accessor} > 18446744073709551615n) return INVALID;`);
                break;
        }
    }
    return accessor;
}
function generateSymbolCheck(doc, accessor) {
    doc.write(`if (typeof ${accessor} !== "symbol") return INVALID;`);
    return accessor;
}
function generateUndefinedCheck(doc, accessor) {
    doc.write(`if (${accessor} !== undefined) return INVALID;`);
    return accessor;
}
function generateNullCheck(doc, accessor) {
    doc.write(`if (${accessor} !== null) return INVALID;`);
    return accessor;
}
function generateVoidCheck(doc, accessor) {
    doc.write(`if (${accessor} !== undefined) return INVALID;`);
    return accessor;
}
function generateNaNCheck(doc, accessor) {
    doc.write(`if (typeof ${accessor} !== "number" || !Number.isNaN(${accessor})) return INVALID;`);
    return accessor;
}
function generateDateCheck(doc, accessor) {
    doc.write(`if (!(${accessor} instanceof Date) || Number.isNaN(${accessor}.getTime())) return INVALID;`);
    return accessor;
}
function generateObjectCheck(doc, ctx, schema, accessor, buildsValue = true) {
    const def = schema._zod.def;
    // Check that input is a non-null, non-array object
    doc.write(`if (typeof ${accessor} !== "object" || ${accessor} === null || Array.isArray(${accessor})) return INVALID;`);
    const shape = def.shape;
    const keys = Object.keys(shape);
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    // a symbol has no source literal, so it is hoisted as a constant; `keys` stays string-only where the emitted code uses `for...in`
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    const keyExpr = (k) => (typeof k === "symbol" ? addConstant(ctx, k) : util.esc(k));
    const propKey = (k) => (typeof k === "symbol" ? `[${keyExpr(k)}]` : util.esc(k));
    const propShape = shape;
    // `__proto__` as an own shape key can't be expressed in an output object literal (the literal form sets the prototype instead of an own property).
    if (keys.includes("__proto__")) {
        throw new ZodCompileUnsupportedError('object shape key "__proto__"');
    }
    // Map from key to output accessor for that property
    const propOutputs = new Map();
    // Validate each property and collect output accessors
    for (const key of allKeys) {
        const propSchema = propShape[key];
        const kx = keyExpr(key);
        // Always cache the property read: the runtime reads input[key] exactly once, so a getter must not be re-read by checks or output assembly.
        const inputVar = newVar(ctx);
        doc.write(`const ${inputVar} = ${accessor}[${kx}];`);
        if (propSchema._zod.optin !== undefined) {
            // Any optin rung means the key may be omitted. The runtime runs the property anyway and ignores issues only when the key is genuinely absent, which is what makes exactOptional compositional.
            const outputVar = newVar(ctx);
            doc.write(`let ${outputVar} = (() => {`);
            doc.indented((d) => {
                const outputAccessor = compileChild(d, ctx, propSchema, inputVar);
                d.write(`return ${outputAccessor};`);
            });
            doc.write(`})();`);
            if (propSchema._zod.optout === "optional") {
                doc.write(`if (${outputVar} === INVALID) {`);
                doc.indented((d) => {
                    d.write(`if (${kx} in ${accessor}) return INVALID;`);
                    d.write(`${outputVar} = undefined;`);
                });
                doc.write(`}`);
            }
            else {
                doc.write(`if (${outputVar} === INVALID) return INVALID;`);
            }
            propOutputs.set(key, outputVar);
        }
        else {
            if (requiresPresenceCheck(propSchema)) {
                doc.write(`if (!(${kx} in ${accessor})) return INVALID;`);
            }
            // Generate check and get output accessor
            const outputAccessor = compileChild(doc, ctx, propSchema, inputVar, buildsValue);
            if (outputAccessor !== null)
                propOutputs.set(key, outputAccessor);
        }
    }
    // Handle catchall
    const catchall = def.catchall;
    let unknownKeysMode = "none";
    if (catchall) {
        const catchallType = catchall._zod.def.type;
        if (catchallType === "never") {
            // Strict: one `for...in`, as the runtime does, so inherited enumerable keys count. An undeclared `__proto__` is reported here and excluded only from the output (#6221); an own-key count would wrongly reject a class instance.
            const condition = keys.map((k) => `k !== ${util.esc(k)}`).join(" && ") || "true";
            doc.write(`for (const k in ${accessor}) {`);
            doc.indented((d) => {
                d.write(`if (${condition}) return INVALID;`);
            });
            doc.write(`}`);
        }
        else if ((catchallType === "unknown" || catchallType === "any") && !catchall._zod.def.checks?.length) {
            unknownKeysMode = "passthrough";
        }
        else {
            unknownKeysMode = "schema";
        }
    }
    // else: strip mode (no catchall) - unknown keys ignored, only include known keys
    // defaulted required outputs keep their keys even when undefined
    const outputVar = newVar(ctx);
    const hasConditionalKeys = allKeys.some((k) => mayOmitUndefined(propShape[k]) || dropsWhenAbsent(propShape[k]));
    // Assert mode: every declared key is validated above, so the output literal and the unknown-key copy are pure waste. A `never` catchall already emitted its rejection loop; a schema catchall still has to validate the values it would otherwise have stored.
    if (!buildsValue) {
        if (unknownKeysMode === "schema") {
            const knownSet = keys.length > 0 ? addConstant(ctx, new Set(keys)) : null;
            doc.write(`for (const k in ${accessor}) {`);
            doc.indented((d) => {
                d.write(`if (k === "__proto__") continue;`);
                if (knownSet)
                    d.write(`if (${knownSet}.has(k)) continue;`);
                const valVar = newVar(ctx);
                d.write(`const ${valVar} = ${accessor}[k];`);
                compileChild(d, ctx, catchall, valVar, false);
            });
            doc.write(`}`);
        }
        return null;
    }
    if (!hasConditionalKeys) {
        const propLiterals = allKeys.map((k) => `${propKey(k)}: ${propOutputs.get(k)}`).join(", ");
        doc.write(`const ${outputVar} = { ${propLiterals} };`);
    }
    else {
        doc.write(`const ${outputVar} = {};`);
        for (const k of allKeys) {
            const kx = keyExpr(k);
            const out = propOutputs.get(k);
            if (dropsWhenAbsent(propShape[k])) {
                doc.write(`if (${kx} in ${accessor}) ${outputVar}[${kx}] = ${out};`);
            }
            else if (mayOmitUndefined(propShape[k])) {
                doc.write(`if (${out} !== undefined || ${kx} in ${accessor}) ${outputVar}[${kx}] = ${out};`);
            }
            else {
                doc.write(`${outputVar}[${kx}] = ${out};`);
            }
        }
    }
    if (unknownKeysMode !== "none") {
        // Unknown keys are written directly into the output after shape keys — for...in (like the runtime) so inherited enumerables participate.
        const knownSet = keys.length > 0 ? addConstant(ctx, new Set(keys)) : null;
        doc.write(`for (const k in ${accessor}) {`);
        doc.indented((d) => {
            // Skip __proto__: assigning obj["__proto__"] on a plain {} replaces the prototype via the setter rather than adding an own property. Mirrors the runtime catchall fix (#5898).
            d.write(`if (k === "__proto__") continue;`);
            if (knownSet)
                d.write(`if (${knownSet}.has(k)) continue;`);
            if (unknownKeysMode === "passthrough") {
                d.write(`${outputVar}[k] = ${accessor}[k];`);
            }
            else {
                const valVar = newVar(ctx);
                d.write(`const ${valVar} = ${accessor}[k];`);
                const catchallOut = compileChild(d, ctx, catchall, valVar);
                d.write(`${outputVar}[k] = ${catchallOut};`);
            }
        });
        doc.write(`}`);
    }
    return outputVar;
}
function generateOptionalCheck(doc, ctx, schema, accessor, buildsValue = true) {
    const def = schema._zod.def;
    if (isExactOptional(schema)) {
        return generateCheck(doc, ctx, def.innerType, accessor, buildsValue);
    }
    // Same question $ZodOptional asks: only the top rung of the optin ladder substitutes a value for an absent input, so only it is worth running on `undefined`. Every other rung leaves the value intact, which is the skip branch below.
    if (def.innerType._zod.optin === "defaulted") {
        const outputVar = newVar(ctx);
        const branchVar = newVar(ctx);
        doc.write(`let ${outputVar};`);
        doc.write(`if (${accessor} === undefined) {`);
        doc.indented((d) => {
            d.write(`const ${branchVar} = (() => {`);
            d.indented((d2) => {
                const innerOutput = generateCheck(d2, ctx, def.innerType, accessor);
                d2.write(`return ${innerOutput};`);
            });
            d.write(`})();`);
            d.write(`if (${branchVar} !== INVALID) ${outputVar} = ${branchVar};`);
        });
        doc.write(`} else {`);
        doc.indented((d) => {
            const innerOutput = generateCheck(d, ctx, def.innerType, accessor);
            d.write(`${outputVar} = ${innerOutput};`);
        });
        doc.write(`}`);
        return outputVar;
    }
    const outputVar = buildsValue ? newVar(ctx) : null;
    if (outputVar)
        doc.write(`let ${outputVar};`);
    doc.write(`if (${accessor} !== undefined) {`);
    doc.indented((d) => {
        const innerOutput = generateCheck(d, ctx, def.innerType, accessor, buildsValue);
        if (outputVar && innerOutput !== null)
            d.write(`${outputVar} = ${innerOutput};`);
    });
    doc.write(`}`);
    return outputVar;
}
function isExactOptional(schema) {
    return schema._zod.traits?.has("$ZodExactOptional") === true;
}
// A value-level fast path reads an absent key as `undefined`, so z.undefined(), z.any() and unions containing undefined would accept a missing property the runtime rejects.
function requiresPresenceCheck(schema) {
    return schema._zod.optin === undefined && fastPathAcceptsAbsence(schema);
}
function fastPathAcceptsAbsence(schema) {
    // An island is handed `input[key]` and cannot tell absent from explicitly undefined, so report absence-accepting and let the object emit the presence guard (#6405).
    if (schema._zod.def.coerce)
        return true;
    const def = schema._zod.def;
    switch (def.type) {
        case "any":
        case "unknown":
        case "undefined":
        case "void":
        case "default":
        case "prefault":
        case "transform":
        case "custom":
        case "lazy":
            return true;
        case "string":
        case "number":
        case "boolean":
        case "bigint":
        case "symbol":
        case "null":
        case "never":
        case "nan":
        case "date":
        case "object":
        case "array":
        case "tuple":
        case "record":
        case "map":
        case "set":
        case "file":
        case "template_literal":
            return false;
        case "nonoptional":
            // Normally rejects an absent key, but not when something inside supplies a value for it: `.default(v).optional().nonoptional()` accepts absence and yields v. Defer to the inner — over-reporting here only costs a presence check, and a fast path that wrongly rejects still falls back to the runtime.
            return def.innerType ? fastPathAcceptsAbsence(def.innerType) : false;
        case "literal":
            return !!def.values?.includes(undefined);
        case "enum":
            return !!schema._zod.values?.has(undefined);
        case "optional":
        case "nullable":
        case "readonly":
        case "success":
            return def.innerType ? fastPathAcceptsAbsence(def.innerType) : true;
        case "catch":
            // catch always produces a value (inner may fail → catchValue substitutes), so it accepts an absent key regardless of inner.
            return true;
        case "union":
            return def.options ? def.options.some(fastPathAcceptsAbsence) : true;
        case "intersection":
            if (!def.left || !def.right)
                return true;
            return fastPathAcceptsAbsence(def.left) && fastPathAcceptsAbsence(def.right);
        case "pipe":
            return def.in ? fastPathAcceptsAbsence(def.in) : true;
        default:
            return true;
    }
}
/** The middle rung permits absence without supplying anything in its place, so an absent key contributes nothing — mirrors the leading gate in `handlePropertyResult`. */
function dropsWhenAbsent(schema) {
    return schema._zod.optin === "optional" && schema._zod.optout === "optional";
}
function mayOmitUndefined(schema) {
    return (schema._zod.optin !== "defaulted" || schema._zod.optout === "optional") && mayOutputUndefined(schema);
}
// whether a schema's success-path output can be undefined
function mayOutputUndefined(schema) {
    const def = schema._zod.def;
    switch (def.type) {
        case "string":
        case "number":
        case "boolean":
        case "bigint":
        case "symbol":
        case "null":
        case "nan":
        case "date":
        case "object":
        case "array":
        case "tuple":
        case "record":
        case "map":
        case "set":
        case "file":
        case "template_literal":
        case "never":
        case "success":
            return false;
        case "literal":
            return !!def.values?.includes(undefined);
        case "enum":
            return !!schema._zod.values?.has(undefined);
        case "optional":
            return true;
        case "nullable":
        case "readonly":
        case "nonoptional":
            return def.innerType ? mayOutputUndefined(def.innerType) : true;
        case "union":
            return def.options ? def.options.some(mayOutputUndefined) : true;
        case "intersection":
            return !def.left || !def.right || mayOutputUndefined(def.left) || mayOutputUndefined(def.right);
        case "pipe":
            return def.out ? mayOutputUndefined(def.out) : true;
        default:
            // any/unknown/undefined/void/default/prefault/transform/custom/lazy/catch
            return true;
    }
}
function generateNullableCheck(doc, ctx, schema, accessor, buildsValue = true) {
    const def = schema._zod.def;
    const outputVar = buildsValue ? newVar(ctx) : null;
    if (outputVar)
        doc.write(`let ${outputVar} = null;`);
    doc.write(`if (${accessor} !== null) {`);
    doc.indented((d) => {
        const innerOutput = generateCheck(d, ctx, def.innerType, accessor, buildsValue);
        if (outputVar && innerOutput !== null)
            d.write(`${outputVar} = ${innerOutput};`);
    });
    doc.write(`}`);
    return outputVar;
}
function generateSizeGate(doc, schema, size) {
    for (const [max, check] of util.sizeCaps(schema._zod.def.checks)) {
        doc.write(`if (${size} > ${numericOperand(max, check._zod.def.check)}) return INVALID;`);
    }
}
function generateArrayCheck(doc, ctx, schema, accessor, buildsValue = true) {
    const def = schema._zod.def;
    doc.write(`if (!Array.isArray(${accessor})) return INVALID;`);
    generateSizeGate(doc, schema, `${accessor}.length`);
    // Build a new array with validated/transformed elements.
    const outputVar = buildsValue ? newVar(ctx) : null;
    const iVar = newVar(ctx);
    const elemVar = newVar(ctx);
    if (outputVar)
        doc.write(`const ${outputVar} = new Array(${accessor}.length);`);
    doc.write(`for (let ${iVar} = 0; ${iVar} < ${accessor}.length; ${iVar}++) {`);
    doc.indented((d) => {
        d.write(`const ${elemVar} = ${accessor}[${iVar}];`);
        const elemOutput = compileChild(d, ctx, def.element, elemVar, buildsValue);
        if (outputVar && elemOutput !== null)
            d.write(`${outputVar}[${iVar}] = ${elemOutput};`);
    });
    doc.write(`}`);
    return outputVar;
}
function generateLiteralCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    const values = def.values;
    // Anything but a single value goes through Set.has: multi-value so every value participates, empty so nothing does — values[0] would be undefined and compile to an `!== undefined` check that accepts it. Single-value stays inlined for speed.
    if (values.length !== 1) {
        const literalSet = addConstant(ctx, new Set(values));
        doc.write(`if (!${literalSet}.has(${accessor})) return INVALID;`);
        return accessor;
    }
    const value = values[0];
    // `$ZodLiteral` matches with `values.has`, i.e. SameValueZero, so NaN matches itself. `x !== NaN` is true for every input, which would reject everything — hand it to the same Set form the multi-value path uses.
    if (typeof value === "number" && Number.isNaN(value)) {
        const literalSet = addConstant(ctx, new Set(values));
        doc.write(`if (!${literalSet}.has(${accessor})) return INVALID;`);
        return accessor;
    }
    if (typeof value === "string") {
        doc.write(`if (${accessor} !== ${util.esc(value)}) return INVALID;`);
    }
    else if (typeof value === "number" || typeof value === "boolean") {
        doc.write(`if (${accessor} !== ${value}) return INVALID;`);
    }
    else if (value === null) {
        doc.write(`if (${accessor} !== null) return INVALID;`);
    }
    else if (value === undefined) {
        doc.write(`if (${accessor} !== undefined) return INVALID;`);
    }
    else if (typeof value === "bigint") {
        doc.write(`if (${accessor} !== ${value}n) return INVALID;`);
    }
    else {
        throw new ZodCompileUnsupportedError(`literal type ${typeof value}`);
    }
    return accessor;
}
function generateEnumCheck(doc, ctx, schema, accessor) {
    const values = schema._zod.values;
    // z.partialRecord and friends clear `_zod.values`, leaving no set to test membership against. Throw rather than emit INVALID so a union falls back whole instead of counting a false rejection.
    if (!values) {
        throw new ZodCompileUnsupportedError("enum schema without enumerated values");
    }
    const enumSet = addConstant(ctx, values);
    doc.write(`if (!${enumSet}.has(${accessor})) return INVALID;`);
    return accessor;
}
function generateWrapperCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    return generateCheck(doc, ctx, def.innerType, accessor);
}
function generateDefaultCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    // `defaultValue` is an accessor on schemas built through the classic/mini
    // factories and a plain data property on ones rebuilt programmatically
    // (deepPartial and friends). Read it off the def either way — taking only
    // `descriptor.get` silently dropped the default for the second kind, so
    // `.default(v)` compiled to `undefined` instead of `v`.
    const descriptor = Object.getOwnPropertyDescriptor(schema._zod.def, "defaultValue");
    const defaultGetter = descriptor
        ? () => schema._zod.def.defaultValue
        : undefined;
    // prefault differs from default: undefined-input is first replaced with the prefault value, then run through the inner schema.
    if (schema._zod.def.type === "prefault") {
        if (!defaultGetter) {
            return generateCheck(doc, ctx, def.innerType, accessor);
        }
        const defaultFn = addConstant(ctx, defaultGetter);
        const inputVar = newVar(ctx);
        doc.write(`let ${inputVar} = ${accessor};`);
        doc.write(`if (${accessor} === undefined) ${inputVar} = ${defaultFn}();`);
        return generateCheck(doc, ctx, def.innerType, inputVar);
    }
    const outputVar = newVar(ctx);
    // Default allows undefined (replaces with default value), otherwise validates inner type
    if (defaultGetter) {
        const defaultFn = addConstant(ctx, defaultGetter);
        const cloneFn = addConstant(ctx, util.shallowClone);
        doc.write(`let ${outputVar};`);
        doc.write(`if (${accessor} === undefined) {`);
        doc.indented((d) => {
            // Shallow-clone the default so callers can mutate the result without affecting subsequent parses (#5855 — also covers Map/Set).
            d.write(`${outputVar} = ${cloneFn}(${defaultFn}());`);
        });
        doc.write(`} else {`);
        doc.indented((d) => {
            const innerOutput = generateCheck(d, ctx, def.innerType, accessor);
            d.write(`${outputVar} = ${innerOutput} === undefined ? ${cloneFn}(${defaultFn}()) : ${innerOutput};`);
        });
        doc.write(`}`);
    }
    else {
        doc.write(`let ${outputVar};`);
        doc.write(`if (${accessor} !== undefined) {`);
        doc.indented((d) => {
            const innerOutput = generateCheck(d, ctx, def.innerType, accessor);
            d.write(`${outputVar} = ${innerOutput};`);
        });
        doc.write(`}`);
    }
    return outputVar;
}
function generateNonOptionalCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    // The runtime inspects what the inner produced, not what it was given: a catch can turn a defined input into undefined, a default an absent one into a value.
    const innerOutput = generateCheck(doc, ctx, def.innerType, accessor);
    const outputVar = newVar(ctx);
    doc.write(`const ${outputVar} = ${innerOutput};`);
    doc.write(`if (${outputVar} === undefined) return INVALID;`);
    return outputVar;
}
function generateTupleCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    const items = def.items;
    const rest = def.rest;
    doc.write(`if (!Array.isArray(${accessor})) return INVALID;`);
    // Mirror the runtime's getTupleOptStart: find the first index where every subsequent slot accepts `undefined` (i.e. is optional on input). Anything shorter than this is too_small; trailing absent slots are legal.
    const optinStart = getTupleOptStart(items, "optin");
    const optoutStart = getTupleOptStart(items, "optout");
    // Length bounds
    if (rest) {
        // With rest: minimum length is the last required input slot
        doc.write(`if (${accessor}.length < ${optinStart}) return INVALID;`);
    }
    else {
        // No rest: input must be in [optinStart, items.length]
        doc.write(`if (${accessor}.length < ${optinStart} || ${accessor}.length > ${items.length}) return INVALID;`);
    }
    // Build the output in assignment order so absent optional-output tail slots can truncate while default/prefault slots still fill missing positions.
    const outputVar = newVar(ctx);
    doc.write(`const ${outputVar} = [];`);
    // Validate and collect each fixed item
    for (let i = 0; i < items.length; i++) {
        const itemSchema = items[i];
        if (i >= optoutStart) {
            doc.write(`if (${outputVar}.length === ${i}) {`);
            doc.indented((d) => {
                d.write(`if (${i} < ${accessor}.length) {`);
                d.indented((d2) => {
                    const elemVar = newVar(ctx);
                    d2.write(`const ${elemVar} = ${accessor}[${i}];`);
                    const elemOutput = compileChild(d2, ctx, itemSchema, elemVar);
                    d2.write(`${outputVar}[${i}] = ${elemOutput};`);
                });
                d.write(`} else {`);
                d.indented((d2) => {
                    // Middle rung: absence supplies nothing in its place, so truncate rather than running the item on `undefined` and keeping what it invents. Mirrors the leading gate in `handleTupleResults`.
                    if (dropsWhenAbsent(itemSchema)) {
                        d2.write(`${outputVar}.length = ${i};`);
                        return;
                    }
                    const elemVar = newVar(ctx);
                    const branchVar = newVar(ctx);
                    d2.write(`const ${elemVar} = undefined;`);
                    d2.write(`const ${branchVar} = (() => {`);
                    d2.indented((d3) => {
                        const elemOutput = compileChild(d3, ctx, itemSchema, elemVar);
                        d3.write(`return ${elemOutput};`);
                    });
                    d2.write(`})();`);
                    d2.write(`if (${branchVar} === INVALID || ${branchVar} === undefined) ${outputVar}.length = ${i};`);
                    d2.write(`else ${outputVar}[${i}] = ${branchVar};`);
                });
                d.write(`}`);
            });
            doc.write(`}`);
        }
        else {
            const elemVar = newVar(ctx);
            doc.write(`const ${elemVar} = ${accessor}[${i}];`);
            const elemOutput = compileChild(doc, ctx, itemSchema, elemVar);
            doc.write(`${outputVar}[${i}] = ${elemOutput};`);
        }
    }
    // Validate and collect rest elements if present
    if (rest) {
        const iVar = newVar(ctx);
        const elemVar = newVar(ctx);
        doc.write(`for (let ${iVar} = ${items.length}; ${iVar} < ${accessor}.length; ${iVar}++) {`);
        doc.indented((d) => {
            d.write(`const ${elemVar} = ${accessor}[${iVar}];`);
            const elemOutput = compileChild(d, ctx, rest, elemVar);
            d.write(`${outputVar}[${iVar}] = ${elemOutput};`);
        });
        doc.write(`}`);
    }
    return outputVar;
}
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // Mirrors the runtime: optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function generateUnionCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    const options = def.options;
    if (def.discriminator) {
        return generateDiscriminatedUnionCheck(doc, ctx, def, accessor);
    }
    // z.xor requires *exactly one* option to match. Match-counting in the fast path is only sound if every branch is exactly as strict as the runtime — any falsely-rejecting branch silently turns a multi-match rejection into an accept. Force the runtime for this rare combinator.
    if (def.inclusive === false) {
        throw new ZodCompileUnsupportedError("exclusive unions (z.xor)");
    }
    if (options.length === 0) {
        doc.write("return INVALID;");
        return accessor;
    }
    if (options.length === 1) {
        return generateCheck(doc, ctx, options[0], accessor);
    }
    // Check if all options are bare literals - use Set optimization. A literal option carrying checks (e.g. .refine) must take the general path or the Set would accept values its checks reject.
    const allLiterals = options.every((opt) => opt._zod.def.type === "literal" && !opt._zod.def.checks?.length);
    if (allLiterals) {
        const values = new Set(options.flatMap((opt) => opt._zod.def.values));
        const valuesConst = addConstant(ctx, values);
        doc.write(`if (!${valuesConst}.has(${accessor})) return INVALID;`);
        return accessor;
    }
    // General case: try each option until one succeeds Use IIFEs that return the output or INVALID
    const outputVar = newVar(ctx);
    doc.write(`let ${outputVar};`);
    for (let i = 0; i < options.length; i++) {
        const opt = options[i];
        if (i === 0) {
            doc.write(`${outputVar} = (() => {`);
        }
        else {
            doc.write(`if (${outputVar} === INVALID) ${outputVar} = (() => {`);
        }
        doc.indented((d) => {
            // Generate check inside IIFE - returns INVALID on failure
            const branchOutput = generateCheck(d, ctx, opt, accessor);
            d.write(`return ${branchOutput};`);
        });
        doc.write(`})();`);
    }
    doc.write(`if (${outputVar} === INVALID) return INVALID;`);
    return outputVar;
}
function generateDiscriminatedUnionCheck(doc, ctx, def, accessor) {
    if (def.unionFallback) {
        throw new ZodCompileUnsupportedError("discriminated union with unionFallback");
    }
    if (def.options.length === 0) {
        doc.write("return INVALID;");
        return accessor;
    }
    const discVar = newVar(ctx);
    const outputVar = newVar(ctx);
    doc.write(`const ${discVar} = ${accessor}?.[${util.esc(def.discriminator)}];`);
    doc.write(`let ${outputVar};`);
    let firstBranch = true;
    const claimed = new Set();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0) {
            throw new ZodCompileUnsupportedError("discriminated union option without static discriminator values");
        }
        // let the interpreter handle collisions instead of compiling first-match dispatch
        for (const value of values) {
            if (claimed.has(value)) {
                throw new ZodCompileUnsupportedError(`duplicate discriminator value ${String(value)}`);
            }
            claimed.add(value);
        }
        const conditions = Array.from(values, (value) => literalEquality(ctx, discVar, value));
        const prefix = firstBranch ? "if" : "else if";
        doc.write(`${prefix} (${conditions.join(" || ")}) {`);
        doc.indented((d) => {
            const branchOutput = generateCheck(d, ctx, option, accessor);
            d.write(`${outputVar} = ${branchOutput};`);
        });
        doc.write(`}`);
        firstBranch = false;
    }
    doc.write(`else { return INVALID; }`);
    return outputVar;
}
function literalEquality(ctx, accessor, value) {
    if (typeof value === "string")
        return `${accessor} === ${util.esc(value)}`;
    if (typeof value === "number") {
        if (Number.isNaN(value))
            return `Number.isNaN(${accessor})`;
        return `${accessor} === ${value}`;
    }
    if (typeof value === "boolean")
        return `${accessor} === ${value}`;
    if (value === null)
        return `${accessor} === null`;
    if (value === undefined)
        return `${accessor} === undefined`;
    if (typeof value === "bigint")
        return `${accessor} === ${value}n`;
    if (typeof value === "symbol") {
        const symbolConst = addConstant(ctx, value);
        return `${accessor} === ${symbolConst}`;
    }
    throw new ZodCompileUnsupportedError(`literal discriminator value ${String(value)}`);
}
function generateIntersectionCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    // An unmergeable merge, and a child failing before the merge is even reached, both return INVALID for a case the interpreter answers with a throw.
    ctx.definite = false;
    const leftOutput = compileChild(doc, ctx, def.left, accessor);
    const rightOutput = compileChild(doc, ctx, def.right, accessor);
    // Hoist the runtime merge helper so recursive object/array merge semantics stay in one place. If the merge is invalid, return INVALID and let the runtime fallback construct canonical errors.
    const mergeConst = addConstant(ctx, schemas/* mergeValues */.D3);
    const mergedVar = newVar(ctx);
    doc.write(`const ${mergedVar} = ${mergeConst}(${leftOutput}, ${rightOutput});`);
    doc.write(`if (!${mergedVar}.valid) return INVALID;`);
    return `${mergedVar}.data`;
}
function generateRecordCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    // Use util.isPlainObject (rejects Date, Map, Set, class instances, etc.) to match runtime behavior. Hoisted call instead of inline so this stays a single source of truth with the runtime parser.
    const isPlainObjectConst = addConstant(ctx, util.isPlainObject);
    doc.write(`if (!${isPlainObjectConst}(${accessor})) return INVALID;`);
    const outputVar = newVar(ctx);
    const kVar = newVar(ctx);
    const valVar = newVar(ctx);
    doc.write(`const ${outputVar} = {};`);
    // Exhaustive record. The runtime gates this on `values && !def.partial`, since z.partialRecord keeps its value set but makes every key optional; a loose record passes unrecognized keys through, which the per-key scan cannot express.
    const recordDef = def;
    const keyValues = recordDef.partial ? undefined : def.keyType._zod.values;
    if (keyValues) {
        const inputKeys = [];
        for (const key of keyValues) {
            if (!(typeof key === "string" || typeof key === "number" || typeof key === "symbol")) {
                throw new ZodCompileUnsupportedError(`record key value ${String(key)}`);
            }
            const inputKey = typeof key === "number" ? key.toString() : key;
            if (inputKey === "__proto__") {
                // `out["__proto__"] = v` would hit the prototype setter on the output.
                throw new ZodCompileUnsupportedError('record key "__proto__"');
            }
            inputKeys.push(inputKey);
            const keyConst = addConstant(ctx, key);
            const outKey = generateCheck(doc, ctx, def.keyType, keyConst);
            // Read the property once. Passing the raw expression let compileChild validate one read while the output write performed a second, so a getter could hand back a value nothing had checked.
            const valueVar = newVar(ctx);
            doc.write(`const ${valueVar} = ${accessor}[${literalPropertyKey(ctx, inputKey)}];`);
            const valOutput = compileChild(doc, ctx, def.valueType, valueVar);
            doc.write(`${outputVar}[${outKey}] = ${valOutput};`);
        }
        // `mode: "loose"` changes only what happens to unrecognized keys, so it belongs here rather than the per-present-key scan. Passing them through matches the runtime, which skips `__proto__`.
        const knownKeysConst = addConstant(ctx, new Set(inputKeys));
        doc.write(`for (const ${kVar} in ${accessor}) {`);
        doc.indented((d) => {
            d.write(`if (${knownKeysConst}.has(${kVar})) continue;`);
            if (recordDef.mode === "loose") {
                d.write(`if (${kVar} !== "__proto__") ${outputVar}[${kVar}] = ${accessor}[${kVar}];`);
            }
            else {
                d.write(`return INVALID;`);
            }
        });
        doc.write(`}`);
        return outputVar;
    }
    // The bare-string shortcut below only tests `typeof key === "string"`, so it
    // is correct exclusively for a `z.string()` carrying nothing else. A string
    // *format* lives on the def rather than in `checks` — `z.record(z.email(), …)`
    // reads as a plain string here — and coercion rewrites the key, so both have
    // to take the general path or the shortcut accepts keys the runtime rejects.
    const keyDef = def.keyType._zod.def;
    const keyIsBareString = keyDef.type === "string" && keyDef.format === undefined && !keyDef.coerce && (keyDef.checks?.length ?? 0) === 0;
    if (!keyIsBareString) {
        // A key schema with no value set is a constraint every key must satisfy
        // (`z.email()`, `z.string().min(3)`, `z.number()`, a template literal).
        // The runtime runs it against each own enumerable key and writes the value
        // under the key it produced, so compile it once and call it per key.
        const isLoose = def.mode === "loose";
        // the key compiles in its own context, so carry its verdict out: a key schema that can answer INVALID undecidably makes this validator undecidable too
        const keyFn = compileFn(def.keyType);
        if (keyFn.definite === false)
            ctx.definite = false;
        const keyFast = addConstant(ctx, keyFn);
        const numericConst = addConstant(ctx, regexes.number);
        const outKeyVar = newVar(ctx);
        // the body runs once per string key and once per symbol key, since a key schema can accept symbols
        emitOwnKeys(doc, ctx, accessor, kVar, (d) => {
            d.write(`let ${outKeyVar} = ${keyFast}(${kVar});`);
            // Numeric-string retry, mirroring the runtime: a key the schema rejects as a string is tried again as a number, so z.record(z.number(), …) matches the numeric keys JavaScript stringified on the way in.
            d.write(`if (${outKeyVar} === INVALID && typeof ${kVar} === "string" && ${numericConst}.test(${kVar})) ${outKeyVar} = ${keyFast}(Number(${kVar}));`);
            if (isLoose) {
                // A loose record keeps a key its schema rejects, copying the value across unvalidated rather than failing the parse.
                d.write(`if (${outKeyVar} === INVALID) { ${outputVar}[${kVar}] = ${accessor}[${kVar}]; continue; }`);
            }
            else {
                d.write(`if (${outKeyVar} === INVALID) return INVALID;`);
            }
            // The guard above tested the input key, but the schema can normalize an ordinary key into __proto__; re-check the one actually written under.
            d.write(`if (${outKeyVar} === "__proto__") continue;`);
            // Read once: the raw expression would be evaluated again by the output write below, so an accessor could return an unvalidated second value.
            const valueVar = newVar(ctx);
            d.write(`const ${valueVar} = ${accessor}[${kVar}];`);
            const valOutput = compileChild(d, ctx, def.valueType, valueVar);
            d.write(`${outputVar}[${outKeyVar}] = ${valOutput};`);
        });
        return outputVar;
    }
    // Plain z.string() keys: every own enumerable string key's value is validated, and an own enumerable symbol key fails the string key schema, as it does in the runtime's Reflect.ownKeys walk.
    emitOwnKeys(doc, ctx, accessor, kVar, (d) => {
        d.write(`const ${valVar} = ${accessor}[${kVar}];`);
        const valOutput = compileChild(d, ctx, def.valueType, valVar);
        d.write(`${outputVar}[${kVar}] = ${valOutput};`);
    }, `return INVALID;`);
    return outputVar;
}
// Walks the own enumerable keys of a plain object in Reflect.ownKeys order — strings from getOwnPropertyNames, then symbols — instead of Reflect.ownKeys, whose accumulator made that walk 3–6x the cost of the loop it fed. Both snapshots are taken before any value is read and every key is rechecked with propertyIsEnumerable when visited, exactly the runtime's walk, so a getter that adds, deletes, hides or reveals a key mid-walk sees the runtime's verdict; for-in and Object.keys were no faster and each lost a case (for-in enumerates the prototype chain after the own keys, Object.keys drops a key that is non-enumerable at snapshot time). `body` is written once for the string loop and once for the symbol loop unless `onSymbol` replaces the latter.
function emitOwnKeys(doc, ctx, accessor, kVar, body, onSymbol) {
    const propIsEnumerableConst = addConstant(ctx, Object.prototype.propertyIsEnumerable);
    const symsVar = newVar(ctx);
    const keysVar = newVar(ctx);
    const iVar = newVar(ctx);
    doc.write(`const ${symsVar} = Object.getOwnPropertySymbols(${accessor});`);
    doc.write(`const ${keysVar} = Object.getOwnPropertyNames(${accessor});`);
    doc.write(`for (let ${iVar} = 0; ${iVar} < ${keysVar}.length; ${iVar}++) {`);
    doc.indented((d) => {
        d.write(`const ${kVar} = ${keysVar}[${iVar}];`);
        d.write(`if (${kVar} === "__proto__" || !${propIsEnumerableConst}.call(${accessor}, ${kVar})) continue;`);
        body(d);
    });
    doc.write(`}`);
    doc.write(`for (let ${iVar} = 0; ${iVar} < ${symsVar}.length; ${iVar}++) {`);
    doc.indented((d) => {
        d.write(`const ${kVar} = ${symsVar}[${iVar}];`);
        d.write(`if (!${propIsEnumerableConst}.call(${accessor}, ${kVar})) continue;`);
        if (onSymbol)
            d.write(onSymbol);
        else
            body(d);
    });
    doc.write(`}`);
}
function literalPropertyKey(ctx, key) {
    if (typeof key === "string")
        return util.esc(key);
    return addConstant(ctx, key);
}
function generateMapCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    doc.write(`if (!(${accessor} instanceof Map)) return INVALID;`);
    generateSizeGate(doc, schema, `${accessor}.size`);
    const outputVar = newVar(ctx);
    const kVar = newVar(ctx);
    const valVar = newVar(ctx);
    doc.write(`const ${outputVar} = new Map();`);
    doc.write(`for (const [${kVar}, ${valVar}] of ${accessor}) {`);
    doc.indented((d) => {
        const keyOutput = generateCheck(d, ctx, def.keyType, kVar);
        const valOutput = generateCheck(d, ctx, def.valueType, valVar);
        d.write(`${outputVar}.set(${keyOutput}, ${valOutput});`);
    });
    doc.write(`}`);
    return outputVar;
}
function generateSetCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    doc.write(`if (!(${accessor} instanceof Set)) return INVALID;`);
    generateSizeGate(doc, schema, `${accessor}.size`);
    const outputVar = newVar(ctx);
    const valVar = newVar(ctx);
    doc.write(`const ${outputVar} = new Set();`);
    doc.write(`for (const ${valVar} of ${accessor}) {`);
    doc.indented((d) => {
        const valOutput = generateCheck(d, ctx, def.valueType, valVar);
        d.write(`${outputVar}.add(${valOutput});`);
    });
    doc.write(`}`);
    return outputVar;
}
function generateFileCheck(doc, accessor) {
    // Runtime $ZodFile is a bare `instanceof File`, including the implicit global lookup. The previous duck-typed fallback accepted arbitrary {name, size} objects in File-less environments — behavior the runtime never had.
    doc.write(`if (!(${accessor} instanceof File)) return INVALID;`);
    return accessor;
}
function generateTemplateLiteralCheck(doc, ctx, schema, accessor) {
    doc.write(`if (typeof ${accessor} !== "string") return INVALID;`);
    // Template literal schemas have a pre-computed pattern in _zod.pattern
    const pattern = schema._zod.pattern;
    if (pattern) {
        const patternConst = addConstant(ctx, pattern);
        doc.write(`${patternConst}.lastIndex = 0;`);
        doc.write(`if (!${patternConst}.test(${accessor})) return INVALID;`);
    }
    return accessor;
}
function generateLazyCheck(doc, ctx, schema, accessor) {
    // For lazy schemas, we use a cached parser that falls back to runtime Zod parsing This handles recursive schemas correctly by avoiding infinite compilation loops
    const def = schema._zod.def;
    const getterConst = addUserConstant(ctx, def.getter);
    const cacheConst = addConstant(ctx, { parser: null });
    doc.write(`if (!${cacheConst}.parser) {`);
    doc.indented((d) => {
        d.write(`const inner = ${getterConst}();`);
        d.write(`${cacheConst}.parser = function(input) {`);
        d.indented((d2) => {
            // Use runtime Zod parsing - this correctly handles recursive schemas Pass an empty ctx like runtimeRun does — runtime parsers read ctx.skipChecks/ctx.direction unconditionally and crash on undefined.
            d2.write(`const result = inner._zod.run({ value: input, issues: [] }, {});`);
            d2.write(`return result.issues.length === 0 ? result.value : INVALID;`);
        });
        d.write(`};`);
    });
    doc.write(`}`);
    const outputVar = newVar(ctx);
    doc.write(`const ${outputVar} = ${cacheConst}.parser(${accessor});`);
    doc.write(`if (${outputVar} === INVALID) return INVALID;`);
    return outputVar;
}
function generatePipeCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    // Validate input type first
    const inputOutput = generateCheck(doc, ctx, def.in, accessor);
    if (def.transform) {
        // Apply transform and validate output. The transform may read its second `payload` argument (codec transforms like z.stringbool() push issues there) so wrap the call in a helper that spoofs a payload. Pushed issues signal INVALID and the wrapper falls back to the runtime, and a plain function handing back a promise answers INVALID too — union parity, but not a decidable rejection at the top level.
        if (isAsyncFunction(def.transform)) {
            throw new ZodCompileAsyncError("z.compile: async transforms in pipes are not supported");
        }
        const transformFn = def.transform;
        const helperFn = (value) => {
            // `addIssue` has to be here: a transform reporting through it is reporting, not failing. Without it the call threw a TypeError that the old catch swallowed into a fallback, so every ctx.addIssue transform quietly lost its fast path and the real error was never visible.
            const fakePayload = { value, issues: [], addIssue: pushIssue };
            // A throw is deliberately not caught. The interpreter lets one propagate out of the whole parse; swallowing it into INVALID turned a thrown error into a merely-rejected union branch, so a later branch answered instead.
            const result = transformFn(value, fakePayload);
            if (result instanceof Promise)
                return INVALID;
            return fakePayload.issues.length === 0 ? result : INVALID;
        };
        const helperConst = addUserConstant(ctx, helperFn);
        const transformedVar = newVar(ctx);
        doc.write(`const ${transformedVar} = ${helperConst}(${inputOutput});`);
        doc.write(`if (${transformedVar} === INVALID) return INVALID;`);
        return generateCheck(doc, ctx, def.out, transformedVar);
    }
    else {
        // No transform - validate output type on same value
        return generateCheck(doc, ctx, def.out, inputOutput);
    }
}
function isAsyncFunction(fn) {
    return (typeof fn === "function" &&
        (fn.constructor.name === "AsyncFunction" ||
            fn[Symbol.toStringTag] === "AsyncFunction"));
}
function generateCustomCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    if (def.fn) {
        // Check for async function
        if (isAsyncFunction(def.fn)) {
            throw new ZodCompileAsyncError("z.compile: async custom predicates are not supported");
        }
        // Custom schema with a predicate function (e.g. z.instanceof). `isAsyncFunction` above is syntactic, so a plain function returning a promise reaches here, and a promise is truthy — it would read as a pass where the interpreter throws.
        const fnConst = addUserConstant(ctx, def.fn);
        const throwAsyncConst = addConstant(ctx, throwAsync);
        const resVar = newVar(ctx);
        doc.write(`const ${resVar} = ${fnConst}(${accessor});`);
        doc.write(`if (${resVar} instanceof Promise) ${throwAsyncConst}();`);
        doc.write(`if (!${resVar}) return INVALID;`);
    }
    else {
        throw new ZodCompileUnsupportedError("custom schema without a predicate function");
    }
    return accessor;
}
// Runtime helper for a compiled `catch`: runs the inner schema once and returns its value when it succeeded. Anything else — a failure the catch would handle, or an async inner — returns INVALID so the interpreter takes over.
function runtimeCatch(innerSchema, catchValue, value) {
    const result = innerSchema._zod.run({ value, issues: [] }, {});
    if (result && typeof result.then === "function")
        return INVALID;
    const r = result;
    if (r.issues.length === 0)
        return r.value;
    // Only reached for a catch value that ignores the parse context — codegen refuses the rest — so there are no issues to finalize and nothing here needs the caller's error map.
    return catchValue();
}
function generateCatchCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    // An untagged catchValue is a user callback, and one reading `ctx.error` needs the caller's per-parse error map. Catch *succeeds*, so a wrong message there is unobservable — refuse at codegen, and not islandable either, since `runtimeRun` has no context to hand it.
    if (!def.catchValue[util.CONSTANT_CATCH]) {
        throw new ZodCompileUnsupportedError("catch with a callback (only a constant catch value compiles)", false);
    }
    const outputVar = newVar(ctx);
    doc.write(`let ${outputVar} = (() => {`);
    doc.indented((d) => {
        const innerOut = compileChild(d, ctx, def.innerType, accessor);
        d.write(`return ${innerOut};`);
    });
    doc.write(`})();`);
    const innerConst = addConstant(ctx, def.innerType);
    const catchConst = addUserConstant(ctx, def.catchValue);
    const catchHelperConst = addConstant(ctx, runtimeCatch);
    doc.write(`if (${outputVar} === INVALID) {`);
    doc.indented((d) => {
        d.write(`${outputVar} = ${catchHelperConst}(${innerConst}, ${catchConst}, ${accessor});`);
        d.write(`if (${outputVar} === INVALID) return INVALID;`);
    });
    doc.write(`}`);
    return outputVar;
}
function generateTransformCheck(doc, ctx, schema, accessor) {
    const def = schema._zod.def;
    if (def.transform) {
        // Check for async transform
        if (isAsyncFunction(def.transform)) {
            throw new ZodCompileAsyncError("z.compile: async transforms are not supported");
        }
        // Create a helper that runs the transform and returns the result or INVALID on error
        const transformFn = def.transform;
        const helperFn = (value) => {
            const fakePayload = { value, issues: [], addIssue: pushIssue };
            // As in the pipe helper: a throw propagates, because the interpreter lets it out of the whole parse rather than treating it as a failed branch.
            const result = transformFn(value, fakePayload);
            if (result instanceof Promise)
                return INVALID;
            return fakePayload.issues.length === 0 ? result : INVALID;
        };
        const helperConst = addUserConstant(ctx, helperFn);
        const outputVar = newVar(ctx);
        doc.write(`const ${outputVar} = ${helperConst}(${accessor});`);
        doc.write(`if (${outputVar} === INVALID) return INVALID;`);
        return outputVar;
    }
    return accessor;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/to-json-schema.js
var to_json_schema = __webpack_require__(7509);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-generator.js


/**
 * Legacy class-based interface for JSON Schema generation.
 * This class wraps the new functional implementation to provide backward compatibility.
 *
 * @deprecated Use the `toJSONSchema` function instead for new code.
 *
 * @example
 * ```typescript
 * // Legacy usage (still supported)
 * const gen = new JSONSchemaGenerator({ target: "draft-07" });
 * gen.process(schema);
 * const result = gen.emit(schema);
 *
 * // Preferred modern usage
 * const result = toJSONSchema(schema, { target: "draft-07" });
 * ```
 */
class JSONSchemaGenerator {
    /** @deprecated Access via ctx instead */
    get metadataRegistry() {
        return this.ctx.metadataRegistry;
    }
    /** @deprecated Access via ctx instead */
    get target() {
        return this.ctx.target;
    }
    // annotated so the .d.cts emits an indexed access rather than an inline `import()` of an ESM path
    /** @deprecated Access via ctx instead */
    get unrepresentable() {
        return this.ctx.unrepresentable;
    }
    /** @deprecated Access via ctx instead */
    get override() {
        return this.ctx.override;
    }
    /** @deprecated Access via ctx instead */
    get io() {
        return this.ctx.io;
    }
    /** @deprecated Access via ctx instead */
    get counter() {
        return this.ctx.counter;
    }
    set counter(value) {
        this.ctx.counter = value;
    }
    /** @deprecated Access via ctx instead */
    get seen() {
        return this.ctx.seen;
    }
    constructor(params) {
        // Normalize target for internal context
        let normalizedTarget = params?.target ?? "draft-2020-12";
        if (normalizedTarget === "draft-4")
            normalizedTarget = "draft-04";
        if (normalizedTarget === "draft-7")
            normalizedTarget = "draft-07";
        this.ctx = (0,to_json_schema/* initializeContext */.az)({
            processors: json_schema_processors/* allProcessors */.Df,
            target: normalizedTarget,
            ...(params?.metadata && { metadata: params.metadata }),
            ...(params?.unrepresentable && { unrepresentable: params.unrepresentable }),
            ...(params?.override && { override: params.override }),
            ...(params?.io && { io: params.io }),
        });
    }
    /**
     * Process a schema to prepare it for JSON Schema generation.
     * This must be called before emit().
     */
    process(schema, _params = { path: [], schemaPath: [] }) {
        return (0,to_json_schema/* processSchema */.Lp)(schema, this.ctx, _params);
    }
    /**
     * Emit the final JSON Schema after processing.
     * Must call process() first.
     */
    emit(schema, _params) {
        // Apply emit params to the context
        if (_params) {
            if (_params.cycles)
                this.ctx.cycles = _params.cycles;
            if (_params.reused)
                this.ctx.reused = _params.reused;
            if (_params.external)
                this.ctx.external = _params.external;
        }
        // extractDefs/finalize skip their whole-map passes when they have already run for this `external`, but they also branch on `cycles`, `reused`, `seen.count` and the metadata registry — any of which can change between emits, including with no params at all. Drop the guards so the passes re-run. The registry conversion calls extractDefs/finalize directly and never routes through here, so it keeps skipping them.
        this.ctx.sharedDefsExtractedFor = undefined;
        this.ctx.sharedEmitDoneFor = undefined;
        (0,to_json_schema/* extractDefs */.Wb)(this.ctx, schema);
        const result = (0,to_json_schema/* finalize */.jE)(this.ctx, schema);
        // Strip ~standard property to match old implementation's return type
        const { "~standard": _, ...plainResult } = result;
        return plainResult;
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema.js


;// CONCATENATED MODULE: ./node_modules/zod/v4/core/index.js




















// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var classic_schemas = __webpack_require__(5156);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/checks.js


// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var classic_errors = __webpack_require__(961);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/parse.js
var classic_parse = __webpack_require__(9171);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/compat.js
// Zod 3 compat layer

/** @deprecated Use the raw string literal codes instead, e.g. "invalid_type". */
const ZodIssueCode = {
    invalid_type: "invalid_type",
    too_big: "too_big",
    too_small: "too_small",
    invalid_format: "invalid_format",
    not_multiple_of: "not_multiple_of",
    unrecognized_keys: "unrecognized_keys",
    invalid_union: "invalid_union",
    invalid_key: "invalid_key",
    invalid_element: "invalid_element",
    invalid_value: "invalid_value",
    custom: "custom",
};

/** @deprecated Use `z.config(params)` instead. */
function setErrorMap(map) {
    core/* config */.$W({
        customError: map,
    });
}
/** @deprecated Use `z.config()` instead. */
function getErrorMap() {
    return core/* config */.$W().customError;
}
/** @deprecated Do not use. Stub definition, only included for zod-to-json-schema compatibility. */
var ZodFirstPartyTypeKind;
(function (ZodFirstPartyTypeKind) {
})(ZodFirstPartyTypeKind || (ZodFirstPartyTypeKind = {}));

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(classic_schemas.ZodISODateTime, params);
}
function date(params) {
    return api/* _isoDate */.db(classic_schemas.ZodISODate, params);
}
function time(params) {
    return api/* _isoTime */.Kn(classic_schemas.ZodISOTime, params);
}
function duration(params) {
    return api/* _isoDuration */.f2(classic_schemas.ZodISODuration, params);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/from-json-schema.js





// Local z object to avoid circular dependency with ../index.js
const z = {
    ...classic_schemas,
    ...checks_namespaceObject,
    iso: iso_namespaceObject,
};
// Keys that are recognized and handled by the conversion logic
const RECOGNIZED_KEYS = /*@__PURE__*/ new Set([
    // Schema identification
    "$schema",
    "$ref",
    "$defs",
    "definitions",
    // Core schema keywords
    "$id",
    "id",
    "$comment",
    "$anchor",
    "$vocabulary",
    "$dynamicRef",
    "$dynamicAnchor",
    // Type
    "type",
    "enum",
    "const",
    // Composition
    "anyOf",
    "oneOf",
    "allOf",
    "not",
    // Object
    "properties",
    "required",
    "additionalProperties",
    "patternProperties",
    "propertyNames",
    "minProperties",
    "maxProperties",
    // Array
    "items",
    "prefixItems",
    "additionalItems",
    "minItems",
    "maxItems",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    // String
    "minLength",
    "maxLength",
    "pattern",
    "format",
    // Number
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    // Already handled metadata
    "description",
    "default",
    // Content
    "contentEncoding",
    "contentMediaType",
    "contentSchema",
    // Unsupported (error-throwing)
    "unevaluatedItems",
    "unevaluatedProperties",
    "if",
    "then",
    "else",
    "dependentSchemas",
    "dependentRequired",
    // OpenAPI
    "nullable",
    "readOnly",
]);
function detectVersion(schema, defaultTarget) {
    const $schema = schema.$schema;
    if ($schema === "https://json-schema.org/draft/2020-12/schema") {
        return "draft-2020-12";
    }
    if ($schema === "http://json-schema.org/draft-07/schema#") {
        return "draft-7";
    }
    if ($schema === "http://json-schema.org/draft-04/schema#") {
        return "draft-4";
    }
    // Use defaultTarget if provided, otherwise default to draft-2020-12
    return defaultTarget ?? "draft-2020-12";
}
// Positional schemas constrain the elements that are present; only minItems makes them required.
function applyMinItems(items, minItems) {
    return items.map((item, index) => (index < minItems ? item : item.optional()));
}
// Inverse of the encoding applied to $ref pointer segments in to-json-schema.ts. Per RFC 6901 the `~1` replacement must run before `~0`.
function decodeJSONPointerSegment(segment) {
    return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
function resolveRef(ref, ctx) {
    if (!ref.startsWith("#")) {
        throw new Error("External $ref is not supported, only local refs (#/...) are allowed");
    }
    const path = ref.slice(1).split("/").filter(Boolean);
    // Handle root reference "#"
    if (path.length === 0) {
        return ctx.rootSchema;
    }
    const defsKey = ctx.version === "draft-2020-12" ? "$defs" : "definitions";
    if (path[0] === defsKey) {
        const key = path[1] === undefined ? undefined : decodeJSONPointerSegment(path[1]);
        if (!key || !ctx.defs[key]) {
            throw new Error(`Reference not found: ${ref}`);
        }
        return ctx.defs[key];
    }
    throw new Error(`Reference not found: ${ref}`);
}
/**
 * Enforces the keywords that constrain an object's own keys — `propertyNames`,
 * `minProperties`, `maxProperties` — before `objectSchema` runs. The guard has
 * to see the raw input: an object parse drops `__proto__` and can add keys from
 * a property `default`, so its output is not the set of names the instance
 * actually carried.
 */
function checkObjectGuards(objectSchema, guards) {
    // An identity transform, not z.any(), so `toJSONSchema` reports the object on both the input and the output side of the pipe.
    const guard = z
        .transform((value) => value)
        .check((payload) => {
        const value = payload.value;
        if (typeof value !== "object" || value === null || Array.isArray(value))
            return;
        const keys = Object.getOwnPropertyNames(value);
        if (guards.minProperties !== undefined && keys.length < guards.minProperties) {
            payload.issues.push({
                origin: "object",
                code: "too_small",
                minimum: guards.minProperties,
                inclusive: true,
                message: `Too small: expected object to have >=${guards.minProperties} properties`,
                input: value,
                inst: objectSchema,
                continue: true,
            });
        }
        if (guards.maxProperties !== undefined && keys.length > guards.maxProperties) {
            payload.issues.push({
                origin: "object",
                code: "too_big",
                maximum: guards.maxProperties,
                inclusive: true,
                message: `Too big: expected object to have <=${guards.maxProperties} properties`,
                input: value,
                inst: objectSchema,
                continue: true,
            });
        }
        if (guards.keySchema) {
            for (const key of keys) {
                const result = guards.keySchema.safeParse(key);
                if (result.success)
                    continue;
                payload.issues.push({
                    code: "invalid_key",
                    origin: "record",
                    issues: result.error.issues,
                    input: key,
                    path: [key],
                    continue: true,
                });
            }
        }
    });
    return guard.pipe(objectSchema);
}
/**
 * An injective string for JSON data: two values share a key exactly when `uniqueItems` calls them
 * equal, so duplicate detection is a Map lookup rather than a pairwise walk. Strings and keys are
 * length-prefixed so no value can spell another one. `null` means "never equal to anything" — a
 * cycle or a NaN, neither of which JSON can express.
 */
function canonicalKey(value, seen) {
    if (value === null)
        return "z";
    const type = typeof value;
    if (type !== "object") {
        if (type === "number" && Number.isNaN(value))
            return null;
        const raw = String(value);
        return `${type[0]}${raw.length}:${raw}`;
    }
    if (seen.has(value))
        return null;
    seen.add(value);
    try {
        if (Array.isArray(value)) {
            const parts = [];
            for (const item of value) {
                const key = canonicalKey(item, seen);
                if (key === null)
                    return null;
                parts.push(key);
            }
            return `a${parts.length}:[${parts.join(",")}]`;
        }
        const keys = Object.keys(value).sort();
        const parts = [];
        for (const k of keys) {
            const key = canonicalKey(value[k], seen);
            if (key === null)
                return null;
            parts.push(`${k.length}:${k}=${key}`);
        }
        return `o${parts.length}:{${parts.join(",")}}`;
    }
    finally {
        seen.delete(value);
    }
}
// keywords whose value is a schema or an array of them
const SCHEMA_KEYWORDS = /*@__PURE__*/ new Set([
    "items",
    "prefixItems",
    "additionalItems",
    "additionalProperties",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
    "allOf",
    "anyOf",
    "oneOf",
    "unevaluatedItems",
    "unevaluatedProperties",
    "contentSchema",
]);
// keywords whose value maps names to schemas. draft-7 `dependencies` also allows an array of property names, which holds no schema to walk
const SCHEMA_MAP_KEYWORDS = /*@__PURE__*/ new Set([
    "properties",
    "patternProperties",
    "dependentSchemas",
    "dependencies",
    "$defs",
    "definitions",
]);
/**
 * True when a subschema holds a `$ref` anywhere a schema can appear. Only those positions are
 * walked: `$ref` under `default` or an `x-` annotation is instance data with an ordinary key, and
 * reading it as a reference would drop a constraint that resolves perfectly well.
 */
function containsRef(value) {
    if (typeof value !== "object" || value === null)
        return false;
    if (Array.isArray(value))
        return value.some(containsRef);
    if (typeof value.$ref === "string")
        return true;
    return Object.entries(value).some(([key, sub]) => {
        if (SCHEMA_KEYWORDS.has(key))
            return containsRef(sub);
        if (!SCHEMA_MAP_KEYWORDS.has(key) || typeof sub !== "object" || sub === null)
            return false;
        return Object.values(sub).some(containsRef);
    });
}
function plural(n) {
    return n === 1 ? "element" : "elements";
}
/**
 * Enforces `uniqueItems` and the `contains` family before `arraySchema` runs, for the same reason
 * `checkObjectGuards` runs pre-pipe: an item parse can apply a nested `default`, so the parsed
 * array is not the instance the keywords are defined over. A guard issue aborts the pipe, so
 * `minItems`/`maxItems` are not also reported on the same parse — instance correctness is worth
 * more than co-reporting two issues.
 */
function checkArrayGuards(arraySchema, guards) {
    // An identity transform, not z.any(), so `toJSONSchema` reports the array on both the input and the output side of the pipe.
    const guard = z
        .transform((value) => value)
        .check((payload) => {
        const items = payload.value;
        if (!Array.isArray(items))
            return;
        if (guards.uniqueItems === true) {
            const firstSeen = new Map();
            for (let i = 0; i < items.length; i++) {
                const key = canonicalKey(items[i], new Set());
                if (key === null)
                    continue;
                const first = firstSeen.get(key);
                if (first === undefined) {
                    firstSeen.set(key, i);
                    continue;
                }
                payload.issues.push({
                    code: "custom",
                    message: `Array items must be unique: element at index ${i} duplicates the one at index ${first}`,
                    input: items,
                    path: [i],
                    continue: true,
                });
            }
        }
        if (guards.containsSchema) {
            const minContains = guards.minContains ?? 1;
            // one past the ceiling already proves the failure, and nothing above it changes the verdict
            const ceiling = guards.maxContains !== undefined ? guards.maxContains + 1 : Number.POSITIVE_INFINITY;
            let matches = 0;
            for (const item of items) {
                if (guards.containsSchema.safeParse(item).success && ++matches >= ceiling)
                    break;
            }
            if (matches < minContains) {
                // the scan ran to the end, so this count is exact
                payload.issues.push({
                    code: "custom",
                    message: `Array must contain at least ${minContains} matching ${plural(minContains)}; found ${matches}`,
                    input: items,
                    continue: true,
                });
            }
            if (guards.maxContains !== undefined && matches > guards.maxContains) {
                payload.issues.push({
                    code: "custom",
                    message: `Array must contain at most ${guards.maxContains} matching ${plural(guards.maxContains)}`,
                    input: items,
                    continue: true,
                });
            }
        }
    });
    return guard.pipe(arraySchema);
}
function getTupleRest(restSchema, ctx) {
    if (restSchema === false) {
        return undefined;
    }
    if (restSchema === undefined || restSchema === true) {
        return z.any();
    }
    return convertSchema(restSchema, ctx);
}
// the RFC 3339 full-time keyword, narrower than `z.iso.time()`; local because sharing it via `timeSource` pins that builder into every bundle (+139 B gzipped on a mini `z.boolean()`)
const fullTime = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
function convertBaseSchema(schema, ctx) {
    // Handle unsupported features
    if (schema.not !== undefined) {
        // Special case: { not: {} } represents never
        if (typeof schema.not === "object" && Object.keys(schema.not).length === 0) {
            return z.never();
        }
        throw new Error("not is not supported in Zod (except { not: {} } for never)");
    }
    if (schema.unevaluatedItems !== undefined) {
        throw new Error("unevaluatedItems is not supported");
    }
    if (schema.unevaluatedProperties !== undefined) {
        throw new Error("unevaluatedProperties is not supported");
    }
    if (schema.if !== undefined || schema.then !== undefined || schema.else !== undefined) {
        throw new Error("Conditional schemas (if/then/else) are not supported");
    }
    if (schema.dependentSchemas !== undefined || schema.dependentRequired !== undefined) {
        throw new Error("dependentSchemas and dependentRequired are not supported");
    }
    // Handle $ref
    if (schema.$ref) {
        const refPath = schema.$ref;
        if (ctx.refs.has(refPath)) {
            return ctx.refs.get(refPath);
        }
        if (ctx.processing.has(refPath)) {
            // Circular reference - use lazy
            return z.lazy(() => {
                if (!ctx.refs.has(refPath)) {
                    throw new Error(`Circular reference not resolved: ${refPath}`);
                }
                return ctx.refs.get(refPath);
            });
        }
        ctx.processing.add(refPath);
        const resolved = resolveRef(refPath, ctx);
        const zodSchema = convertSchema(resolved, ctx);
        ctx.refs.set(refPath, zodSchema);
        ctx.processing.delete(refPath);
        return zodSchema;
    }
    // Handle enum
    if (schema.enum !== undefined) {
        const enumValues = schema.enum;
        // Special case: OpenAPI 3.0 null representation { type: "string", nullable: true, enum: [null] }
        if (ctx.version === "openapi-3.0" &&
            schema.nullable === true &&
            enumValues.length === 1 &&
            enumValues[0] === null) {
            return z.null();
        }
        if (enumValues.length === 0) {
            return z.never();
        }
        if (enumValues.length === 1) {
            return z.literal(enumValues[0]);
        }
        // Check if all values are strings
        if (enumValues.every((v) => typeof v === "string")) {
            return z.enum(enumValues);
        }
        // Mixed types - use union of literals
        const literalSchemas = enumValues.map((v) => z.literal(v));
        if (literalSchemas.length < 2) {
            return literalSchemas[0];
        }
        return z.union([literalSchemas[0], literalSchemas[1], ...literalSchemas.slice(2)]);
    }
    // Handle const
    if (schema.const !== undefined) {
        return z.literal(schema.const);
    }
    // Handle type
    const type = schema.type;
    if (Array.isArray(type)) {
        // Expand type array into anyOf union
        const typeSchemas = type.map((t) => {
            const typeSchema = { ...schema, type: t };
            return convertBaseSchema(typeSchema, ctx);
        });
        if (typeSchemas.length === 0) {
            return z.never();
        }
        if (typeSchemas.length === 1) {
            return typeSchemas[0];
        }
        return z.union(typeSchemas);
    }
    if (!type) {
        // No type specified - empty schema (any)
        return z.any();
    }
    let zodSchema;
    switch (type) {
        case "string": {
            let stringSchema = z.string();
            // Apply format using .check() with Zod format functions
            if (schema.format) {
                const format = schema.format;
                // Map common formats to Zod check functions
                if (format === "email") {
                    stringSchema = stringSchema.check(z.email());
                }
                else if (format === "uri" || format === "uri-reference") {
                    stringSchema = stringSchema.check(z.url());
                }
                else if (format === "uuid" || format === "guid") {
                    stringSchema = stringSchema.check(z.uuid());
                }
                else if (format === "date-time") {
                    stringSchema = stringSchema.check(z.iso.datetime({ offset: true }));
                }
                else if (format === "date") {
                    stringSchema = stringSchema.check(z.iso.date());
                }
                else if (format === "time") {
                    stringSchema = stringSchema.check(z.regex(fullTime));
                }
                else if (format === "duration") {
                    stringSchema = stringSchema.check(z.iso.duration());
                }
                else if (format === "hostname") {
                    stringSchema = stringSchema.check(z.hostname());
                }
                else if (format === "ipv4") {
                    stringSchema = stringSchema.check(z.ipv4());
                }
                else if (format === "ipv6") {
                    stringSchema = stringSchema.check(z.ipv6());
                }
                else if (format === "mac") {
                    stringSchema = stringSchema.check(z.mac());
                }
                else if (format === "cidr") {
                    stringSchema = stringSchema.check(z.cidrv4());
                }
                else if (format === "cidr-v6") {
                    stringSchema = stringSchema.check(z.cidrv6());
                }
                else if (format === "base64") {
                    stringSchema = stringSchema.check(z.base64());
                }
                else if (format === "base64url") {
                    stringSchema = stringSchema.check(z.base64url());
                }
                else if (format === "e164") {
                    stringSchema = stringSchema.check(z.e164());
                }
                else if (format === "credit_card") {
                    stringSchema = stringSchema.check(z.creditCard());
                }
                else if (format === "iban") {
                    stringSchema = stringSchema.check(z.iban());
                }
                else if (format === "jwt") {
                    stringSchema = stringSchema.check(z.jwt());
                }
                else if (format === "emoji") {
                    stringSchema = stringSchema.check(z.emoji());
                }
                else if (format === "nanoid") {
                    stringSchema = stringSchema.check(z.nanoid());
                }
                else if (format === "cuid") {
                    stringSchema = stringSchema.check(z.cuid());
                }
                else if (format === "cuid2") {
                    stringSchema = stringSchema.check(z.cuid2());
                }
                else if (format === "ulid") {
                    stringSchema = stringSchema.check(z.ulid());
                }
                else if (format === "xid") {
                    stringSchema = stringSchema.check(z.xid());
                }
                else if (format === "ksuid") {
                    stringSchema = stringSchema.check(z.ksuid());
                }
                // Note: json-string format is not currently supported by Zod
                // Custom formats are ignored - keep as plain string
            }
            // Apply constraints
            if (typeof schema.minLength === "number") {
                stringSchema = stringSchema.min(schema.minLength);
            }
            if (typeof schema.maxLength === "number") {
                stringSchema = stringSchema.max(schema.maxLength);
            }
            if (schema.pattern) {
                // JSON Schema patterns are not implicitly anchored (match anywhere in string)
                stringSchema = stringSchema.regex(new RegExp(schema.pattern));
            }
            zodSchema = stringSchema;
            break;
        }
        case "number":
        case "integer": {
            let numberSchema = type === "integer" ? z.number().int() : z.number();
            // Apply constraints
            // In draft-04, `exclusiveMinimum: true` makes the sibling `minimum` exclusive rather than an independent bound, so the inclusive `.min()` is skipped; emitting it too would be dominated by the exclusive check and report a second, weaker issue.
            if (typeof schema.minimum === "number" && schema.exclusiveMinimum !== true) {
                numberSchema = numberSchema.min(schema.minimum);
            }
            if (typeof schema.maximum === "number" && schema.exclusiveMaximum !== true) {
                numberSchema = numberSchema.max(schema.maximum);
            }
            if (typeof schema.exclusiveMinimum === "number") {
                numberSchema = numberSchema.gt(schema.exclusiveMinimum);
            }
            else if (schema.exclusiveMinimum === true && typeof schema.minimum === "number") {
                numberSchema = numberSchema.gt(schema.minimum);
            }
            if (typeof schema.exclusiveMaximum === "number") {
                numberSchema = numberSchema.lt(schema.exclusiveMaximum);
            }
            else if (schema.exclusiveMaximum === true && typeof schema.maximum === "number") {
                numberSchema = numberSchema.lt(schema.maximum);
            }
            if (typeof schema.multipleOf === "number") {
                numberSchema = numberSchema.multipleOf(schema.multipleOf);
            }
            zodSchema = numberSchema;
            break;
        }
        case "boolean": {
            zodSchema = z.boolean();
            break;
        }
        case "null": {
            zodSchema = z.null();
            break;
        }
        case "object": {
            const shape = {};
            const properties = schema.properties || {};
            const requiredSet = new Set(schema.required || []);
            const additionalSchema = typeof schema.additionalProperties === "object"
                ? convertSchema(schema.additionalProperties, ctx)
                : undefined;
            // Convert properties - mark optional ones
            for (const [key, propSchema] of Object.entries(properties)) {
                const propZodSchema = convertSchema(propSchema, ctx);
                // If not in required array, make it optional. assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter
                (0,util.assignProp)(shape, key, requiredSet.has(key) ? propZodSchema : propZodSchema.optional());
            }
            // Handle patternProperties
            if (schema.patternProperties) {
                // patternProperties: keys matching pattern must satisfy corresponding schema. Use loose records so non-matching keys pass through
                const patternProps = schema.patternProperties;
                const patternKeys = Object.keys(patternProps);
                const looseRecords = [];
                for (const pattern of patternKeys) {
                    const patternValue = convertSchema(patternProps[pattern], ctx);
                    const keySchema = z.string().regex(new RegExp(pattern));
                    looseRecords.push(z.looseRecord(keySchema, patternValue));
                }
                // Build intersection: object schema + all pattern property records
                const schemasToIntersect = [];
                if (Object.keys(shape).length > 0) {
                    // Use passthrough so patternProperties can validate additional keys
                    schemasToIntersect.push(z.object(shape).passthrough());
                }
                schemasToIntersect.push(...looseRecords);
                if (schemasToIntersect.length === 0) {
                    zodSchema = z.object({}).passthrough();
                }
                else if (schemasToIntersect.length === 1) {
                    zodSchema = schemasToIntersect[0];
                }
                else {
                    // Chain intersections: (A & B) & C & D ...
                    let result = z.intersection(schemasToIntersect[0], schemasToIntersect[1]);
                    for (let i = 2; i < schemasToIntersect.length; i++) {
                        result = z.intersection(result, schemasToIntersect[i]);
                    }
                    zodSchema = result;
                }
                // When additionalProperties is false, reject keys that are neither defined in properties nor matched by any patternProperty.
                if (schema.additionalProperties === false) {
                    const propertyKeys = Object.keys(shape);
                    const patterns = patternKeys.map((p) => new RegExp(p));
                    const basePatternSchema = zodSchema;
                    zodSchema = zodSchema.check((payload) => {
                        if (!(0,util.isPlainObject)(payload.value))
                            return;
                        const unrecognized = [];
                        for (const key of Object.keys(payload.value)) {
                            if (propertyKeys.includes(key))
                                continue;
                            if (patterns.some((regex) => regex.test(key)))
                                continue;
                            unrecognized.push(key);
                        }
                        if (unrecognized.length) {
                            payload.issues.push({
                                code: "unrecognized_keys",
                                keys: unrecognized,
                                input: payload.value,
                                inst: basePatternSchema,
                            });
                        }
                    });
                }
            }
            else {
                // Handle additionalProperties. In JSON Schema, additionalProperties defaults to true (allow any extra properties). In Zod, objects strip unknown keys by default, so we need to handle this explicitly
                const objectSchema = z.object(shape);
                if (schema.additionalProperties === false) {
                    // Strict mode - no extra properties allowed
                    zodSchema = objectSchema.strict();
                }
                else if (additionalSchema) {
                    // Extra properties must match the specified schema
                    zodSchema = objectSchema.catchall(additionalSchema);
                }
                else {
                    // additionalProperties is true or undefined - allow any extra properties (passthrough)
                    zodSchema = objectSchema.passthrough();
                }
            }
            // propertyNames constrains key *names* only, and says nothing about which keys are required or how their values validate. Layering it on top of the result keeps properties/patternProperties/additionalProperties composing underneath. `true` allows every name, so it needs no guard.
            const hasKeyGuard = schema.propertyNames !== undefined && schema.propertyNames !== true;
            const minProperties = typeof schema.minProperties === "number" ? schema.minProperties : undefined;
            const maxProperties = typeof schema.maxProperties === "number" ? schema.maxProperties : undefined;
            if (hasKeyGuard || minProperties !== undefined || maxProperties !== undefined) {
                let keySchema;
                if (hasKeyGuard) {
                    // Keys are always strings, so a propertyNames subschema that omits `type` still constrains them — without this it would convert to z.any().
                    const keyJSONSchema = typeof schema.propertyNames === "object" && schema.propertyNames.type === undefined
                        ? { type: "string", ...schema.propertyNames }
                        : schema.propertyNames;
                    keySchema = convertSchema(keyJSONSchema, ctx);
                }
                zodSchema = checkObjectGuards(zodSchema, { keySchema, minProperties, maxProperties });
            }
            break;
        }
        case "array": {
            // Check if this is a tuple (prefixItems or items as array)
            const prefixItems = schema.prefixItems;
            const items = schema.items;
            if (prefixItems && Array.isArray(prefixItems)) {
                // Tuple with prefixItems (draft-2020-12)
                const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
                const tupleItems = prefixItems.map((item) => convertSchema(item, ctx));
                const positionalItems = applyMinItems(tupleItems, minItems);
                const rest = !Array.isArray(items) ? getTupleRest(items, ctx) : undefined;
                const tupleSchema = z.tuple(positionalItems);
                zodSchema = rest ? tupleSchema.rest(rest) : tupleSchema;
                // Apply minItems/maxItems constraints to tuples
                if (typeof schema.minItems === "number") {
                    zodSchema = zodSchema.check(z.minLength(schema.minItems));
                }
                if (typeof schema.maxItems === "number") {
                    zodSchema = zodSchema.check(z.maxLength(schema.maxItems));
                }
            }
            else if (Array.isArray(items)) {
                // Tuple with items array (draft-7)
                const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
                const tupleItems = items.map((item) => convertSchema(item, ctx));
                const positionalItems = applyMinItems(tupleItems, minItems);
                const rest = getTupleRest(schema.additionalItems, ctx);
                const tupleSchema = z.tuple(positionalItems);
                zodSchema = rest ? tupleSchema.rest(rest) : tupleSchema;
                // Apply minItems/maxItems constraints to tuples
                if (typeof schema.minItems === "number") {
                    zodSchema = zodSchema.check(z.minLength(schema.minItems));
                }
                if (typeof schema.maxItems === "number") {
                    zodSchema = zodSchema.check(z.maxLength(schema.maxItems));
                }
            }
            else if (items !== undefined) {
                // Regular array
                const element = convertSchema(items, ctx);
                let arraySchema = z.array(element);
                // Apply constraints
                if (typeof schema.minItems === "number") {
                    arraySchema = arraySchema.min(schema.minItems);
                }
                if (typeof schema.maxItems === "number") {
                    arraySchema = arraySchema.max(schema.maxItems);
                }
                zodSchema = arraySchema;
            }
            else {
                // No items specified - array of any
                zodSchema = z.array(z.any());
            }
            // minContains/maxContains only constrain anything when `contains` itself is present
            if (schema.uniqueItems === true || schema.contains !== undefined) {
                zodSchema = checkArrayGuards(zodSchema, {
                    uniqueItems: schema.uniqueItems === true,
                    containsSchema: schema.contains !== undefined ? convertSchema(schema.contains, ctx) : undefined,
                    minContains: typeof schema.minContains === "number" ? schema.minContains : undefined,
                    maxContains: typeof schema.maxContains === "number" ? schema.maxContains : undefined,
                });
            }
            break;
        }
        default:
            throw new Error(`Unsupported type: ${type}`);
    }
    return zodSchema;
}
function convertSchema(schema, ctx) {
    if (typeof schema === "boolean") {
        return schema ? z.any() : z.never();
    }
    // Convert base schema first (ignoring composition keywords)
    let baseSchema = convertBaseSchema(schema, ctx);
    const hasExplicitType = schema.type || schema.enum !== undefined || schema.const !== undefined;
    // Process composition keywords LAST (they can appear together)
    // Handle anyOf - wrap base schema with union
    if (schema.anyOf && Array.isArray(schema.anyOf)) {
        const options = schema.anyOf.map((s) => convertSchema(s, ctx));
        const anyOfUnion = z.union(options);
        baseSchema = hasExplicitType ? z.intersection(baseSchema, anyOfUnion) : anyOfUnion;
    }
    // Handle oneOf - exclusive union (exactly one must match)
    if (schema.oneOf && Array.isArray(schema.oneOf)) {
        const options = schema.oneOf.map((s) => convertSchema(s, ctx));
        const oneOfUnion = z.xor(options);
        baseSchema = hasExplicitType ? z.intersection(baseSchema, oneOfUnion) : oneOfUnion;
    }
    // Handle allOf - wrap base schema with intersection
    if (schema.allOf && Array.isArray(schema.allOf)) {
        if (schema.allOf.length === 0) {
            baseSchema = hasExplicitType ? baseSchema : z.any();
        }
        else {
            let result = hasExplicitType ? baseSchema : convertSchema(schema.allOf[0], ctx);
            const startIdx = hasExplicitType ? 0 : 1;
            for (let i = startIdx; i < schema.allOf.length; i++) {
                result = z.intersection(result, convertSchema(schema.allOf[i], ctx));
            }
            baseSchema = result;
        }
    }
    // Handle nullable (OpenAPI 3.0)
    if (schema.nullable === true && ctx.version === "openapi-3.0") {
        baseSchema = z.nullable(baseSchema);
    }
    // Handle readOnly
    if (schema.readOnly === true) {
        baseSchema = z.readonly(baseSchema);
    }
    // Apply `default` so it wraps the fully-composed schema. This ensures `parse(undefined) -> default` works regardless of which branch of `convertBaseSchema` produced the inner schema (enum/const/not/typed/etc.).
    if (schema.default !== undefined) {
        baseSchema = baseSchema.default(schema.default);
    }
    // Collect non-description annotation metadata into the user-supplied registry. Description is handled separately below via `.describe()` to preserve the contract that `schema.description` reads from globalRegistry.
    const extraMeta = {};
    const coreMetadataKeys = ["$id", "id", "$comment", "$anchor", "$vocabulary", "$dynamicRef", "$dynamicAnchor"];
    for (const key of coreMetadataKeys) {
        if (key in schema) {
            extraMeta[key] = schema[key];
        }
    }
    const contentMetadataKeys = ["contentEncoding", "contentMediaType", "contentSchema"];
    for (const key of contentMetadataKeys) {
        if (key in schema) {
            extraMeta[key] = schema[key];
        }
    }
    // `propertyNames` and `contains` are enforced by a guard, which `toJSONSchema` cannot infer, so the original keyword is carried as metadata to keep the round-trip lossless. Only where it was actually applied: on any other type it is inert, and on a `$ref` the metadata would land on the target every reference shares. A carried subschema is copied verbatim while the root `$defs` stay behind, so one holding a `$ref` is dropped rather than emitted as a dangling reference.
    if (schema.type === "object" && schema.$ref === undefined) {
        if (schema.propertyNames !== undefined && !containsRef(schema.propertyNames)) {
            extraMeta.propertyNames = schema.propertyNames;
        }
        for (const key of ["minProperties", "maxProperties"]) {
            if (schema[key] !== undefined)
                extraMeta[key] = schema[key];
        }
    }
    if (schema.type === "array" && schema.$ref === undefined) {
        if (schema.contains !== undefined && !containsRef(schema.contains)) {
            extraMeta.contains = schema.contains;
        }
        for (const key of ["uniqueItems", "minContains", "maxContains"]) {
            if (schema[key] !== undefined)
                extraMeta[key] = schema[key];
        }
    }
    for (const key of Object.keys(schema)) {
        if (!RECOGNIZED_KEYS.has(key)) {
            (0,util.assignProp)(extraMeta, key, schema[key]);
        }
    }
    if (Object.keys(extraMeta).length > 0) {
        ctx.registry.add(baseSchema, extraMeta);
    }
    // Apply description last. `.describe()` clones the schema and sets `_zod.parent` on the clone, so registry lookups on the returned reference still resolve `extraMeta` via parent inheritance.
    if (schema.description) {
        baseSchema = baseSchema.describe(schema.description);
    }
    return baseSchema;
}
/**
 * Converts a JSON Schema to a Zod schema. This function should be considered semi-experimental. It's behavior is liable to change. */
function fromJSONSchema(schema, params) {
    // Handle boolean schemas
    if (typeof schema === "boolean") {
        return schema ? z.any() : z.never();
    }
    // Normalize input via a JSON round-trip. This guarantees the converter walks a plain, finite, JSON-valid object graph: cyclic inputs fail here, getter/Proxy-based properties are materialized into static values, and class instances collapse to plain objects.
    let normalized;
    try {
        normalized = JSON.parse(JSON.stringify(schema));
    }
    catch {
        throw new Error("fromJSONSchema input is not valid JSON (possibly cyclic); use $defs/$ref for recursive schemas");
    }
    const version = detectVersion(normalized, params?.defaultTarget);
    const defs = (normalized.$defs || normalized.definitions || {});
    const ctx = {
        version,
        defs,
        refs: new Map(),
        processing: new Set(),
        rootSchema: normalized,
        registry: params?.registry ?? registries/* globalRegistry */.fd,
    };
    return convertSchema(normalized, ctx);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/visit.js
// Traversal pattern adapted from Jaen's v3 `mapOnSchema` (Apache-2.0): https://gist.github.com/jaens/7e15ae1984bb338c86eb5e452dee3010


const RESOLVING = Symbol("z.visit/resolving");
function visit(schema, fnOrHandlers) {
    const fn = typeof fnOrHandlers === "function"
        ? fnOrHandlers
        : (node, rewritten) => {
            // A union of handlers isn't callable with one argument; handler `K` only ever sees kind `K`.
            const h = fnOrHandlers[node._zod.def.type];
            return h ? h(node, rewritten) : node;
        };
    const cache = new Map();
    function run(s) {
        const cached = cache.get(s);
        if (cached === RESOLVING) {
            // Non-lazy cycle. Defer to parse time, when the cache holds the finished node.
            return new schemas/* $ZodLazy */.kU({
                type: "lazy",
                getter: () => cache.get(s),
            });
        }
        if (cached !== undefined)
            return cached;
        cache.set(s, RESOLVING);
        const inner = mapInner(s);
        const mapped = fn(inner, inner !== s);
        cache.set(s, mapped);
        return mapped;
    }
    function mapInner(s) {
        const def = s._zod.def;
        const kind = def.type;
        switch (kind) {
            case "object": {
                const oldShape = def.shape;
                const keys = Object.keys(oldShape);
                let changed = false;
                const newShape = {};
                for (const k of keys) {
                    const mapped = run(oldShape[k]);
                    if (mapped !== oldShape[k])
                        changed = true;
                    newShape[k] = mapped;
                }
                let newCatchall = def.catchall;
                if (def.catchall) {
                    newCatchall = run(def.catchall);
                    if (newCatchall !== def.catchall)
                        changed = true;
                }
                return changed ? (0,util.clone)(s, { ...def, shape: newShape, catchall: newCatchall }) : s;
            }
            case "array": {
                const mapped = run(def.element);
                return mapped === def.element ? s : (0,util.clone)(s, { ...def, element: mapped });
            }
            case "tuple": {
                const oldItems = def.items;
                let changed = false;
                const newItems = [];
                for (const item of oldItems) {
                    const mapped = run(item);
                    if (mapped !== item)
                        changed = true;
                    newItems.push(mapped);
                }
                let newRest = def.rest;
                if (def.rest) {
                    newRest = run(def.rest);
                    if (newRest !== def.rest)
                        changed = true;
                }
                return changed ? (0,util.clone)(s, { ...def, items: newItems, rest: newRest }) : s;
            }
            case "record":
            case "map": {
                const newKey = run(def.keyType);
                const newVal = run(def.valueType);
                return newKey === def.keyType && newVal === def.valueType
                    ? s
                    : (0,util.clone)(s, { ...def, keyType: newKey, valueType: newVal });
            }
            case "set": {
                const newVal = run(def.valueType);
                return newVal === def.valueType ? s : (0,util.clone)(s, { ...def, valueType: newVal });
            }
            case "union": {
                const oldOptions = def.options;
                let changed = false;
                const newOptions = [];
                for (const opt of oldOptions) {
                    const mapped = run(opt);
                    if (mapped !== opt)
                        changed = true;
                    newOptions.push(mapped);
                }
                return changed ? (0,util.clone)(s, { ...def, options: newOptions }) : s;
            }
            case "intersection": {
                const newLeft = run(def.left);
                const newRight = run(def.right);
                return newLeft === def.left && newRight === def.right
                    ? s
                    : (0,util.clone)(s, { ...def, left: newLeft, right: newRight });
            }
            case "optional":
            case "nullable":
            case "default":
            case "prefault":
            case "catch":
            case "readonly":
            case "nonoptional":
            case "promise":
            case "success": {
                const newInner = run(def.innerType);
                return newInner === def.innerType ? s : (0,util.clone)(s, { ...def, innerType: newInner });
            }
            case "pipe": {
                const newIn = run(def.in);
                const newOut = run(def.out);
                return newIn === def.in && newOut === def.out ? s : (0,util.clone)(s, { ...def, in: newIn, out: newOut });
            }
            case "function": {
                const newInput = run(def.input);
                const newOutput = run(def.output);
                return newInput === def.input && newOutput === def.output
                    ? s
                    : (0,util.clone)(s, { ...def, input: newInput, output: newOutput });
            }
            case "lazy": {
                // Invoking the getter here would trip the cycle check, so lazy nodes always re-clone.
                const original = def.getter;
                // Drop the memo, or it shadows the new getter forever.
                const { _cachedInner, ...rest } = def;
                return (0,util.clone)(s, { ...rest, getter: () => run(original()) });
            }
            // A leaf by choice: `parts` are regex fragments, not data positions.
            case "template_literal":
            // Leaves.
            case "string":
            case "number":
            case "int":
            case "boolean":
            case "bigint":
            case "symbol":
            case "undefined":
            case "null":
            case "void":
            case "never":
            case "any":
            case "unknown":
            case "date":
            case "nan":
            case "enum":
            case "literal":
            case "file":
            case "transform":
            case "custom":
                return s;
            default: {
                // A new built-in kind becomes a compile error here; unknown user kinds fall through.
                kind;
                return s;
            }
        }
    }
    return run(schema);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/deep-partial.js


/** Returns a copy of the schema with every nested object's properties made optional. */
function deepPartial(schema) {
    return visit(schema, {
        object: (s) => s.partial(),
        // Every partialed option now admits `undefined`, which the constructor rejects as a duplicate.
        union: (s) => {
            const def = s._zod.def;
            return def.discriminator === undefined ? s : classic_schemas.union(def.options);
        },
    });
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/in-out.js



/** Appends a pipe's own checks to the side that replaces it, mirroring how `.check()` clones. */
function withChecks(side, checks) {
    if (!checks?.length)
        return side;
    const def = side._zod.def;
    return (0,util.clone)(side, (0,util.mergeDefs)(def, { checks: [...(def.checks ?? []), ...checks] }), { parent: true });
}
/** The out side, carrying the pipe's own checks: those run against the decoded value, which is what `out` produces. */
function outSide(def) {
    return withChecks(def.out, def.checks);
}
/** The in side. `z.preprocess` pipes a transform into a schema, and a bare transform validates nothing, so the schema it feeds is the real input side — the resolution `toJSONSchema` already makes for this case. */
function inSide(def) {
    return def.in._zod.traits.has("$ZodTransform") ? outSide(def) : def.in;
}
/** Returns a copy of the schema with every pipe replaced by its input side. A codec's checks are dropped: they constrain the decoded value the input side never produces. */
function input(schema) {
    return visit(schema, {
        pipe: (s) => inSide(s._zod.def),
        // A default value belongs to the output side, so a rewritten inner type leaves it stranded. `.default()` widens the declared input type with `undefined`, and `optional` is what carries that across.
        default: (s, rewritten) => (rewritten ? classic_schemas.optional(s._zod.def.innerType) : s),
        // A catch value is output-side too, but `.catch()` leaves the declared input type alone, so the inner schema stands on its own.
        catch: (s, rewritten) => (rewritten ? s._zod.def.innerType : s),
    });
}
/** Returns a copy of the schema with every pipe replaced by its output side, carrying over the pipe's own checks. */
function output(schema) {
    return visit(schema, {
        pipe: (s) => outSide(s._zod.def),
        // A prefault value is fed through the schema, which makes it input-side, so a rewritten inner type leaves it stranded.
        prefault: (s, rewritten) => (rewritten ? s._zod.def.innerType : s),
    });
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/coerce.js


function string(params) {
    return api/* _coercedString */.K_(classic_schemas.ZodString, params);
}
function number(params) {
    return api/* _coercedNumber */.qG(classic_schemas.ZodNumber, params);
}
function coerce_boolean(params) {
    return api/* _coercedBoolean */.dN(classic_schemas.ZodBoolean, params);
}
function bigint(params) {
    return api/* _coercedBigint */.St(classic_schemas.ZodBigInt, params);
}
function coerce_date(params) {
    return api/* _coercedDate */.B4(classic_schemas.ZodDate, params);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/external.js










// Types and values both, from one module — re-exporting the types from core would collide.


// iso must be exported from top-level https://github.com/colinhacks/zod/issues/4491




;// CONCATENATED MODULE: ./node_modules/zod/index.js


// Aliasing the binding, instead of `export default z`, keeps the default export a
// re-export of `z` rather than a fresh namespace value. Rollup and Webpack can then
// shake `import z from "zod"` as they already shake `import { z } from "zod"` — without
// this they pull in every locale. See #6050.



/***/ })

};
