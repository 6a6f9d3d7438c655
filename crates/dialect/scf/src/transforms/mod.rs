//! The scf dialect's passes (upstream's `mlir/Dialect/SCF/Transforms`).

mod for_loop_canonicalization;
mod min_max;

pub use for_loop_canonicalization::ForLoopCanonicalization;

/// Registers the scf passes rmlir implements.
pub fn register(registry: &mut rmlir_pass::PassRegistry) {
    registry.register_pass(|| Box::new(ForLoopCanonicalization::default()));
}
