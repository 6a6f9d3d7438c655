//! File metadata: the `{-# dialect_resources: ..., external_resources: ... #-}`
//! block at the end of a `.mlir` file.

use crate::context::Ident;

/// One resource value, as written in the file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResourceValue {
    /// A blob written as a `"0x..."` hex string (alignment prefix included),
    /// kept as the hex digits after `0x`.
    Blob(Box<[u8]>),
    /// `true` or `false`.
    Bool(bool),
    /// A string (unescaped), or any other value token as written.
    String(Box<[u8]>),
}

/// One `key: value` entry of a resource group.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResourceEntry {
    /// The resource key (for dialect resources, what `dense_resource<key>`
    /// refers to).
    pub key: Box<[u8]>,
    /// The value.
    pub value: ResourceValue,
}

/// Resources grouped by owner: a dialect name (`dialect_resources`) or an
/// external tool's key (`external_resources`), in file order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FileMetadata {
    /// `dialect_resources: { dialect: { key: value, .. }, .. }`.
    pub dialect_resources: Vec<(Ident, Vec<ResourceEntry>)>,
    /// `external_resources: { key: { key: value, .. }, .. }`.
    pub external_resources: Vec<(Ident, Vec<ResourceEntry>)>,
}

impl FileMetadata {
    /// Whether the file had no resources (or no metadata block).
    pub fn is_empty(&self) -> bool {
        self.dialect_resources.is_empty() && self.external_resources.is_empty()
    }
}
