//! Runtime op verification (upstream's `RuntimeVerifiableOpInterface`):
//! an op that static verification cannot fully check (dynamic sizes,
//! indices, strides, alignment) generates IR that checks it when the
//! program runs, aborting with a message when the check fails
//! (`cf.assert`). The `generate-runtime-verification` pass asks every op
//! that implements it.
//!
//! Implementations build ops of other dialects (arith, cf, scf, memref,
//! ...), so they are attached from outside the op's dialect, as upstream
//! attaches its external models:
//! `Context::attach_op_interface::<dyn RuntimeVerifiable>("memref.load", &IMPL)`.

use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{Location, OpId};

/// Makes the text of a failed check of the op being verified, from what
/// failed (`"out-of-bounds access"`): upstream's `generateErrorMessage`
/// argument, which the pass builds. The op is always the one being
/// verified, so it is not passed; the text is bytes, as the message of
/// `cf.assert` may hold any.
pub type ErrorMessage<'a> = &'a dyn Fn(&str) -> Vec<u8>;

/// `RuntimeVerifiableOpInterface`.
pub trait RuntimeVerifiable: Sync {
    /// `generateRuntimeVerification`: builds the checks of `op` with `rw`,
    /// whose insertion point is just before `op` (an implementation may
    /// move it). `loc` is the location to give the new ops; `message`
    /// makes the text of each assertion.
    fn generate_runtime_verification(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        loc: Location,
        message: ErrorMessage<'_>,
    );
}
