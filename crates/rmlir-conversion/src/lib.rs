//! Conversions between rmlir's dialects (MLIR's `mlir/Conversion`), and
//! the dialect transforms built the same way (`arith-expand`), on the
//! dialect conversion driver of `rmlir_rewrite::conversion`: passes with
//! upstream's names, options and output. Also the memref transforms that
//! need the affine dialect (which the memref crate cannot depend on),
//! greedy pattern rewrites as upstream runs them: `expand-strided-metadata`,
//! `fold-memref-alias-ops` and `affine-fold-memref-alias-ops`.
//! [`register`] adds them all to a [`PassRegistry`].
//!
//! Adding a conversion: a module with the patterns (plain
//! `RewritePattern`s, as upstream's structural lowerings are) and a pass
//! building a `ConversionTarget`, registered in [`register`]; then an
//! input under `tests/mlir` whose `// RUN:` line uses it.

#![warn(missing_docs)]

use rmlir_pass::PassRegistry;

mod affine_to_std;
mod arith_expand;
mod memref_expand_strided_metadata;
mod memref_fold_alias_ops;
mod reconcile;
pub mod runtime_verification;
mod scf_to_cf;
mod util;

pub use affine_to_std::{affine_to_std_patterns, LowerAffine};
pub use arith_expand::ArithExpand;
pub use memref_expand_strided_metadata::{expand_strided_metadata_patterns, ExpandStridedMetadata};
pub use memref_fold_alias_ops::{
    access_folders, affine_fold_memref_alias_patterns, fold_memref_alias_patterns, AccessFolder, AffineFoldMemRefAliasOps,
    AliasFoldableAccess, AliasKind, FoldMemRefAliasOps,
};
pub use reconcile::ReconcileUnrealizedCasts;
pub use scf_to_cf::{scf_to_cf_patterns, ConvertScfToCf};

/// Registers every pass of this crate.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(ConvertScfToCf::default()));
    registry.register_pass(|| Box::new(ReconcileUnrealizedCasts));
    registry.register_pass(|| Box::new(LowerAffine));
    registry.register_pass(|| Box::new(ArithExpand::default()));
    registry.register_pass(|| Box::new(ExpandStridedMetadata::default()));
    registry.register_pass(|| Box::new(FoldMemRefAliasOps::default()));
    registry.register_pass(|| Box::new(AffineFoldMemRefAliasOps::default()));
}
