//! Loop and memory-access metadata (`LLVMAttrDefs.td`): the loop
//! annotations of `llvm.br`/`llvm.cond_br` (`#llvm.loop_annotation<...>`
//! and its parts), access groups and alias scopes. All use upstream's
//! `struct(params)` format, so they share the debug-info attributes'
//! engine; all print under their mnemonic as alias.

use rmlir_ir::dialect_attr::{AttrDef, DialectAttr};

use crate::debuginfo::Kind::*;
use crate::debuginfo::{opt, req};

struct_attr!(ACCESS_GROUP, "access_group", [req("id", Attr)]);
struct_attr!(
    ALIAS_SCOPE_DOMAIN,
    "alias_scope_domain",
    [req("id", Attr), opt("description", Str)]
);
struct_attr!(
    ALIAS_SCOPE,
    "alias_scope",
    [
        req("id", Attr),
        req("domain", Stripped(&ALIAS_SCOPE_DOMAIN)),
        opt("description", Str),
    ]
);
struct_attr!(
    LOOP_VECTORIZE,
    "loop_vectorize",
    [
        opt("disable", Attr),
        opt("predicateEnable", Attr),
        opt("scalableEnable", Attr),
        opt("width", Attr),
        opt("followupVectorized", Stripped(&LOOP_ANNOTATION)),
        opt("followupEpilogue", Stripped(&LOOP_ANNOTATION)),
        opt("followupAll", Stripped(&LOOP_ANNOTATION)),
    ]
);
struct_attr!(LOOP_INTERLEAVE, "loop_interleave", [req("count", Attr)]);
struct_attr!(
    LOOP_UNROLL,
    "loop_unroll",
    [
        opt("disable", Attr),
        opt("count", Attr),
        opt("runtimeDisable", Attr),
        opt("full", Attr),
        opt("followupUnrolled", Stripped(&LOOP_ANNOTATION)),
        opt("followupRemainder", Stripped(&LOOP_ANNOTATION)),
        opt("followupAll", Stripped(&LOOP_ANNOTATION)),
    ]
);
struct_attr!(
    LOOP_UNROLL_AND_JAM,
    "loop_unroll_and_jam",
    [
        opt("disable", Attr),
        opt("count", Attr),
        opt("followupOuter", Stripped(&LOOP_ANNOTATION)),
        opt("followupInner", Stripped(&LOOP_ANNOTATION)),
        opt("followupRemainderOuter", Stripped(&LOOP_ANNOTATION)),
        opt("followupRemainderInner", Stripped(&LOOP_ANNOTATION)),
        opt("followupAll", Stripped(&LOOP_ANNOTATION)),
    ]
);
struct_attr!(
    LOOP_LICM,
    "loop_licm",
    [opt("disable", Attr), opt("versioningDisable", Attr)]
);
struct_attr!(
    LOOP_DISTRIBUTE,
    "loop_distribute",
    [
        opt("disable", Attr),
        opt("followupCoincident", Stripped(&LOOP_ANNOTATION)),
        opt("followupSequential", Stripped(&LOOP_ANNOTATION)),
        opt("followupFallback", Stripped(&LOOP_ANNOTATION)),
        opt("followupAll", Stripped(&LOOP_ANNOTATION)),
    ]
);
struct_attr!(
    LOOP_PIPELINE,
    "loop_pipeline",
    [opt("disable", Attr), opt("initiationinterval", Attr)]
);
struct_attr!(LOOP_PEELED, "loop_peeled", [opt("count", Attr)]);
struct_attr!(
    LOOP_UNSWITCH,
    "loop_unswitch",
    [opt("partialDisable", Attr)]
);
struct_attr!(
    LOOP_ANNOTATION,
    "loop_annotation",
    [
        opt("disableNonforced", Attr),
        opt("vectorize", Stripped(&LOOP_VECTORIZE)),
        opt("interleave", Stripped(&LOOP_INTERLEAVE)),
        opt("unroll", Stripped(&LOOP_UNROLL)),
        opt("unrollAndJam", Stripped(&LOOP_UNROLL_AND_JAM)),
        opt("licm", Stripped(&LOOP_LICM)),
        opt("distribute", Stripped(&LOOP_DISTRIBUTE)),
        opt("pipeline", Stripped(&LOOP_PIPELINE)),
        opt("peeled", Stripped(&LOOP_PEELED)),
        opt("unswitch", Stripped(&LOOP_UNSWITCH)),
        opt("mustProgress", Attr),
        opt("isVectorized", Attr),
        opt("startLoc", Attr),
        opt("endLoc", Attr),
        opt("parallelAccesses", StrippedAttrs(&ACCESS_GROUP)),
    ]
);

/// Every loop and access metadata attribute definition.
pub static LOOP_ATTRS: &[&AttrDef] = &[
    &ACCESS_GROUP,
    &ALIAS_SCOPE_DOMAIN,
    &ALIAS_SCOPE,
    &LOOP_VECTORIZE,
    &LOOP_INTERLEAVE,
    &LOOP_UNROLL,
    &LOOP_UNROLL_AND_JAM,
    &LOOP_LICM,
    &LOOP_DISTRIBUTE,
    &LOOP_PIPELINE,
    &LOOP_PEELED,
    &LOOP_UNSWITCH,
    &LOOP_ANNOTATION,
];

/// The alias of a loop or access metadata attribute: its mnemonic.
pub fn loop_alias(a: &DialectAttr) -> Option<&'static str> {
    LOOP_ATTRS
        .iter()
        .find(|d| std::ptr::eq(**d, a.def.0))
        .map(|d| d.mnemonic)
}
