//! `scf.forall` canonicalization.

use rmlir_ir::pattern::RewritePattern;

pub(crate) fn forall_patterns(_out: &mut Vec<&'static dyn RewritePattern>) {}
