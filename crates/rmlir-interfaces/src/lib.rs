//! Implementations shared by several dialects, where upstream keeps them in
//! `mlir/Interfaces` and `mlir/IR`: function-like ops (`FunctionOpInterface`,
//! `function_interface_impl`), view-like ops' mixed static/dynamic index
//! lists (`ViewLikeInterface`).

#![warn(missing_docs)]

pub mod function;
pub mod view_like;
