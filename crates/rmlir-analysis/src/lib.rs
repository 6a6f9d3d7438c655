//! rmlir's analyses (MLIR's `mlir/Analysis`): the data-flow solver with
//! upstream's dead code analysis and sparse constant propagation
//! ([`dataflow`]), as `sccp` runs them.

#![warn(missing_docs)]

pub mod dataflow;
