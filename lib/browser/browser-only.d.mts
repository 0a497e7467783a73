declare function browserOnly(): never;
export default browserOnly;
export declare const datadogRum: { init: () => never };
export declare const liteClient: () => never;
export declare const CONSTANTS: Record<string, string>;
