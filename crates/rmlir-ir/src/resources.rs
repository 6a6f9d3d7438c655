//! File metadata: the `{-# dialect_resources: ..., external_resources: ... #-}`
//! block at the end of a `.mlir` file.

use crate::context::Ident;

/// One resource value, as written in the file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResourceValue {
    /// A blob written as a `"0x..."` hex string (alignment prefix included),
    /// kept as the hex digits after `0x`.
    Blob(Box<[u8]>),
    Bool(bool),
    String(Box<[u8]>),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResourceEntry {
    pub key: Box<[u8]>,
    pub value: ResourceValue,
}

/// Resources grouped by owner: a dialect name (`dialect_resources`) or an
/// external tool's key (`external_resources`), in file order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FileMetadata {
    pub dialect_resources: Vec<(Ident, Vec<ResourceEntry>)>,
    pub external_resources: Vec<(Ident, Vec<ResourceEntry>)>,
}

impl FileMetadata {
    pub fn is_empty(&self) -> bool {
        self.dialect_resources.is_empty() && self.external_resources.is_empty()
    }
}
