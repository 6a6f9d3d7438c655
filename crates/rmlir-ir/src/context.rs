//! The context: uniquing storage for identifiers, types and attributes.
//!
//! Every type and attribute is interned once; a `Type` or `Attribute` is a
//! `u32` handle, so equality is a handle comparison as in MLIR. Storage is
//! append-only (`AppendVec`), so reading a handle's data never takes a lock:
//! only interning a *new* value locks one of a few shards of the uniquing
//! table. That keeps the context usable from the parallel pass manager.

use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::{FxBuildHasher, FxHashMap};
use smallvec::SmallVec;

use crate::attributes::{AttrKind, Attribute, Location};
use crate::dialect::{DialectDef, DialectRegistry};
use crate::op_def::OpDef;
use crate::types::{Type, TypeKind};

const SHARDS: usize = 16;

const RECENT_SLOTS: usize = 4096;

thread_local! {
    /// (interner id, hash, index) of values this thread interned recently,
    /// by hash bits.
    static RECENT: [std::cell::Cell<(u64, u64, u32)>; RECENT_SLOTS] =
        const { [const { std::cell::Cell::new((0, 0, 0)) }; RECENT_SLOTS] };
}

/// A shard on cache lines of its own: threads taking the locks of two
/// neighbouring shards at once would otherwise pass one line back and
/// forth on every lock and unlock (the parser's threads make about one
/// location per op).
#[repr(align(128))]
#[derive(Default)]
struct Padded<T>(T);

impl<T> std::ops::Deref for Padded<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// An append-only uniquing table. Values are stored once; lookups of existing
/// handles are lock-free.
pub(crate) struct Interner<T> {
    /// Tells this interner's entries apart in the per-thread cache.
    id: u64,
    items: crate::append_vec::AppendVec<T>,
    /// Per shard: (hash, index) pairs, so growing a table never re-hashes
    /// stored values.
    shards: [Padded<Mutex<HashTable<(u64, u32)>>>; SHARDS],
}

impl<T: Hash + Eq> Interner<T> {
    fn new() -> Self {
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        Interner {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            items: crate::append_vec::AppendVec::new(),
            shards: std::array::from_fn(|_| Padded(Mutex::new(HashTable::new()))),
        }
    }

    fn hash_of<Q: Hash + ?Sized>(v: &Q) -> u64 {
        FxBuildHasher.hash_one(v)
    }

    /// The shard comes from middle bits: hashbrown uses the top 7 bits as
    /// its tag and the low bits as the bucket, and reusing either for the
    /// shard would make every key in a shard collide there.
    fn shard(h: u64) -> usize {
        (h >> 32) as usize % SHARDS
    }

    pub(crate) fn intern(&self, v: T) -> u32 {
        let h = Self::hash_of(&v);
        // Most values interned are ones interned a moment ago (the same
        // constants, properties and types over and over): a per-thread
        // cache answers those without the lock and the probe of a table
        // too large for the CPU caches.
        let slot = (h >> 20) as usize % RECENT_SLOTS;
        let (id, rh, ri) = RECENT.with(|r| r[slot].get());
        if id == self.id && rh == h && self.items[ri as usize] == v {
            return ri;
        }
        let i = self.intern_slow(h, v);
        RECENT.with(|r| r[slot].set((self.id, h, i)));
        i
    }

    fn intern_slow(&self, h: u64, v: T) -> u32 {
        let mut shard = self.shards[Self::shard(h)].lock();
        if let Some(&(_, i)) = shard.find(h, |&(eh, i)| eh == h && self.items[i as usize] == v) {
            return i;
        }
        let i = self.items.push(v) as u32;
        shard.insert_unique(h, (h, i), |&(eh, _)| eh);
        i
    }

    /// Appends a value that is never uniqued (e.g. `distinct` attributes).
    pub(crate) fn push_unique(&self, v: T) -> u32 {
        self.items.push(v) as u32
    }

    #[inline]
    pub(crate) fn get(&self, i: u32) -> &T {
        &self.items[i as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.items.reserved()
    }
}

/// What the context keeps per registered op.
struct OpProps {
    /// The dialect registering the op, for its hooks (the verifier asks
    /// for every op it checks).
    dialect: &'static DialectDef,
    /// The dialect's name, interned (constants are uniqued per dialect).
    dialect_name: Ident,
    names: Box<[Ident]>,
    /// The indices of the required properties, in name order (the order
    /// the generated verifiers check their presence in).
    required: Box<[usize]>,
    defaults: Box<[OnceLock<Option<Attribute>>]>,
}

/// The uniquing table of `fused<metadata>[location]` locations. Producers'
/// debug info puts one on every op, almost all new, and the ops of a
/// function share their metadata (its `#llvm.di_subprogram`): kept per
/// metadata, the part a thread fills while it parses a function stays in
/// its caches, where the attribute table of millions of entries would miss
/// them on every probe.
#[derive(Default)]
struct FusedTable {
    shards: [Padded<Mutex<FxHashMap<u32, std::sync::Arc<Mutex<FxHashMap<u32, u32>>>>>>; SHARDS],
}

/// Per metadata: attribute index of the location per inner location index.
type FusedByLoc = std::sync::Arc<Mutex<FxHashMap<u32, u32>>>;

thread_local! {
    /// The table of the metadata this thread used last: (context id,
    /// metadata index, table).
    static LAST_FUSED: std::cell::RefCell<Option<(u64, u32, FusedByLoc)>> =
        const { std::cell::RefCell::new(None) };
}

impl FusedTable {
    fn get_or_insert(&self, ctx_id: u64, meta: u32, loc: u32, make: impl FnOnce() -> u32) -> u32 {
        self.with_table(ctx_id, meta, |table| *table.entry(loc).or_insert_with(make))
    }

    /// Runs `f` on the (locked) table of metadata `meta`: once per op, or
    /// once for the many locations of a function's ops.
    fn with_table<R>(
        &self,
        ctx_id: u64,
        meta: u32,
        f: impl FnOnce(&mut FxHashMap<u32, u32>) -> R,
    ) -> R {
        LAST_FUSED.with(|last| {
            let mut last = last.borrow_mut();
            let (_, _, table) = match &mut *last {
                Some(e) if e.0 == ctx_id && e.1 == meta => e,
                slot => {
                    let table = self.shards[meta as usize % SHARDS]
                        .lock()
                        .entry(meta)
                        .or_default()
                        .clone();
                    slot.insert((ctx_id, meta, table))
                }
            };
            let mut table = table.lock();
            f(&mut table)
        })
    }
}

/// Lines per chunk of a [`LocTable`].
const LOC_CHUNK_LINES: u32 = 256;

/// The uniquing table of `file:line:col` locations. The parser makes one
/// per op, almost all new, in line order: kept by line, they are found in
/// memory the previous lookups touched, where a hash table of a million
/// locations would miss the CPU caches on every probe. Chunks of lines are
/// sharded so threads parsing different parts of a file do not contend.
struct LocTable {
    shards: [Padded<Mutex<FxHashMap<(Ident, u32), Box<LocChunk>>>>; SHARDS],
}

/// Per line of a chunk: (column, attribute index) of its locations.
type LocChunk = [SmallVec<[(u32, u32); 1]>; LOC_CHUNK_LINES as usize];

impl LocTable {
    fn new() -> Self {
        LocTable {
            shards: std::array::from_fn(|_| Padded(Mutex::new(FxHashMap::default()))),
        }
    }

    /// The index of `file:line:col`, made with `make` if new.
    fn get_or_insert(&self, file: Ident, line: u32, col: u32, make: impl FnOnce() -> u32) -> u32 {
        let chunk = line / LOC_CHUNK_LINES;
        let shard = (chunk as usize ^ file.0 as usize) % SHARDS;
        let mut map = self.shards[shard].lock();
        let lines = map
            .entry((file, chunk))
            .or_insert_with(|| Box::new(std::array::from_fn(|_| SmallVec::new())));
        // Sorted by column: a long line (minified IR) can hold many.
        let cols = &mut lines[(line % LOC_CHUNK_LINES) as usize];
        let pos = match cols.last() {
            Some(&(c, _)) if c < col => cols.len(),
            _ => match cols.binary_search_by_key(&col, |e| e.0) {
                Ok(k) => return cols[k].1,
                Err(k) => k,
            },
        };
        let i = make();
        cols.insert(pos, (col, i));
        i
    }

    /// [`LocTable::get_or_insert`] for many locations of one file, taking
    /// a shard's lock once per run of locations in the same chunk.
    fn get_or_insert_many(
        &self,
        file: Ident,
        locs: &[(u32, u32)],
        mut make: impl FnMut(u32, u32) -> u32,
        out: &mut Vec<u32>,
    ) {
        let mut rest = locs;
        while let Some(&(first, _)) = rest.first() {
            let chunk = first / LOC_CHUNK_LINES;
            let run = rest
                .iter()
                .position(|&(line, _)| line / LOC_CHUNK_LINES != chunk)
                .unwrap_or(rest.len());
            let shard = (chunk as usize ^ file.0 as usize) % SHARDS;
            let mut map = self.shards[shard].lock();
            let lines = map
                .entry((file, chunk))
                .or_insert_with(|| Box::new(std::array::from_fn(|_| SmallVec::new())));
            for &(line, col) in &rest[..run] {
                let cols = &mut lines[(line % LOC_CHUNK_LINES) as usize];
                let pos = match cols.last() {
                    Some(&(c, _)) if c < col => cols.len(),
                    _ => match cols.binary_search_by_key(&col, |e| e.0) {
                        Ok(k) => {
                            out.push(cols[k].1);
                            continue;
                        }
                        Err(k) => k,
                    },
                };
                let i = make(line, col);
                cols.insert(pos, (col, i));
                out.push(i);
            }
            rest = &rest[run..];
        }
    }
}

/// An interned byte string: op names, attribute names, string payloads,
/// symbol names. MLIR strings may hold any bytes, so this is not `str`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

impl Ident {
    /// The handle's index in the context's identifier storage (dense:
    /// tables keyed by identifier can be vectors).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The handles kept in [`crate::parallel::OnceHandle`]: indices of the
/// context's storage. Sealed: only the context's own handles are such, so
/// no handle is made from a number outside the crate.
pub trait HandleIndex: Copy + private::Sealed {
    #[doc(hidden)]
    fn from_index(i: u32) -> Self;
    #[doc(hidden)]
    fn to_index(self) -> u32;
}

mod private {
    pub trait Sealed {}
    impl Sealed for crate::Attribute {}
    impl Sealed for crate::Type {}
}

impl HandleIndex for crate::Attribute {
    fn from_index(i: u32) -> Self {
        crate::Attribute(i)
    }
    fn to_index(self) -> u32 {
        self.0
    }
}

impl HandleIndex for crate::Type {
    fn from_index(i: u32) -> Self {
        crate::Type(i)
    }
    fn to_index(self) -> u32 {
        self.0
    }
}

/// Owns all uniqued IR objects. Shared by reference across threads.
pub struct Context {
    pub(crate) idents: Interner<Box<[u8]>>,
    pub(crate) types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    locs: LocTable,
    fused: FusedTable,
    next_distinct: AtomicU32,
    /// Whether any `dense_resource` attribute exists.
    dense_resources: std::sync::atomic::AtomicBool,
    registry: DialectRegistry,
    /// Interfaces attached to ops and dialects.
    interfaces: crate::interface::InterfaceRegistry,
    /// The registered ops by interned name, for the lookup every parsed,
    /// printed and verified op makes.
    /// Indexed by the name's [`Ident`]: op names are interned when their
    /// dialect registers, so this stays short.
    op_defs: Vec<Option<&'static OpDef>>,
    /// Per registered op (same index): its property names interned and
    /// their default values, made on first use (printers compare against
    /// defaults for every op they print).
    op_props: Vec<Option<OpProps>>,
    allow_unregistered: std::sync::atomic::AtomicBool,
    print_op_on_diagnostic: std::sync::atomic::AtomicBool,
    explain_unimplemented: std::sync::atomic::AtomicBool,
    /// The scalar types every module uses, interned up front so asking for
    /// them hashes nothing.
    pub(crate) common: CommonTypes,
}

/// See [`Context::common`].
pub(crate) struct CommonTypes {
    /// Signless `i1`, `i8`, `i16`, `i32`, `i64`.
    pub ints: [Type; 5],
    pub index: Type,
    pub none: Type,
    /// By `FloatKind as usize`.
    pub floats: Vec<Type>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Self {
        let mut ctx = Context {
            idents: Interner::new(),
            types: Interner::new(),
            attrs: Interner::new(),
            locs: LocTable::new(),
            fused: FusedTable::default(),
            next_distinct: AtomicU32::new(0),
            dense_resources: std::sync::atomic::AtomicBool::new(false),
            registry: DialectRegistry::default(),
            interfaces: Default::default(),
            op_defs: Default::default(),
            op_props: Default::default(),
            common: CommonTypes {
                ints: [Type(0); 5],
                index: Type(0),
                none: Type(0),
                floats: Vec::new(),
            },
            allow_unregistered: std::sync::atomic::AtomicBool::new(false),
            print_op_on_diagnostic: std::sync::atomic::AtomicBool::new(true),
            explain_unimplemented: std::sync::atomic::AtomicBool::new(true),
        };
        let signless = |width| TypeKind::Integer {
            width,
            signedness: crate::types::Signedness::Signless,
        };
        ctx.common = CommonTypes {
            ints: [1, 8, 16, 32, 64].map(|w| Type(ctx.types.intern(signless(w)))),
            index: Type(ctx.types.intern(TypeKind::Index)),
            none: Type(ctx.types.intern(TypeKind::None)),
            floats: {
                let all = crate::float::FloatKind::ALL;
                let mut v = vec![Type(0); all.len()];
                for &k in all {
                    v[k as usize] = Type(ctx.types.intern(TypeKind::Float(k)));
                }
                v
            },
        };
        ctx.register_dialect(&crate::builtin::BUILTIN_DIALECT);
        ctx
    }

    /// A context with the builtin dialect and `dialects` registered.
    pub fn with_dialects(dialects: &[&'static DialectDef]) -> Self {
        let mut ctx = Context::new();
        for d in dialects {
            ctx.register_dialect(d);
        }
        ctx
    }

    /// Implements interface `I` (a `dyn Trait` type) for the op named
    /// `op` (upstream's `attachInterface`), from any crate.
    pub fn attach_op_interface<I: ?Sized + Sync + 'static>(&mut self, op: &str, imp: &'static I) {
        let id = self.ident(op);
        self.interfaces.attach_op(id, imp);
    }

    /// Implements interface `I` for the dialect `dialect`.
    pub fn attach_dialect_interface<I: ?Sized + Sync + 'static>(
        &mut self,
        dialect: &str,
        imp: &'static I,
    ) {
        self.interfaces.attach_dialect(dialect.as_bytes(), imp);
    }

    /// The implementation of interface `I` attached to the op named `op`.
    #[inline]
    pub fn op_interface<I: ?Sized + Sync + 'static>(&self, op: Ident) -> Option<&'static I> {
        self.interfaces.op(op)
    }

    /// The implementation of interface `I` attached to the dialect named
    /// `name` (or to the dialect of the op named `name`).
    pub fn dialect_interface<I: ?Sized + Sync + 'static>(&self, name: &[u8]) -> Option<&'static I> {
        self.interfaces.dialect(name)
    }

    /// Registers the bytecode decoding of a dialect rmlir keeps as opaque
    /// text (`DialectRegistry::register_opaque_bytecode`).
    pub fn register_opaque_bytecode(
        &mut self,
        name: &'static str,
        hooks: &'static crate::dialect_bytecode::DialectBytecode,
    ) {
        self.registry.register_opaque_bytecode(name, hooks);
    }

    /// Registers a dialect and its operations.
    pub fn register_dialect(&mut self, d: &'static DialectDef) {
        self.registry.register(d);
        if let Some(f) = d.interfaces {
            f(self);
        }
        for op in d.ops {
            let id = self.ident(op.name);
            let i = id.0 as usize;
            if i >= self.op_defs.len() {
                self.op_defs.resize(i + 1, None);
                self.op_props.resize_with(i + 1, || None);
            }
            self.op_defs[i] = Some(op);
            let names = op.properties.iter().map(|p| self.ident(p.name)).collect();
            let defaults = op.properties.iter().map(|_| OnceLock::new()).collect();
            let mut required: Vec<usize> = (0..op.properties.len())
                .filter(|&k| matches!(op.properties[k].kind, crate::op_def::PropKind::Required))
                .collect();
            required.sort_by_key(|&k| op.properties[k].name);
            let dialect_name = self.ident(d.name);
            self.op_props[i] = Some(OpProps {
                dialect: d,
                dialect_name,
                names,
                required: required.into(),
                defaults,
            });
        }
    }

    /// The dialect of the registered op `op`.
    #[inline]
    pub fn op_dialect(&self, op: Ident) -> Option<&'static DialectDef> {
        Some(self.op_props.get(op.0 as usize)?.as_ref()?.dialect)
    }

    /// The interned name of the dialect of the registered op `op`.
    #[inline]
    pub fn op_dialect_name(&self, op: Ident) -> Option<Ident> {
        Some(self.op_props.get(op.0 as usize)?.as_ref()?.dialect_name)
    }

    /// The interned name of property `i` of the registered op `op`.
    #[inline]
    pub fn op_prop_name(&self, op: Ident, i: usize) -> Option<Ident> {
        self.op_props
            .get(op.0 as usize)?
            .as_ref()?
            .names
            .get(i)
            .copied()
    }

    /// The indices of the required properties of the registered op `op`,
    /// in name order.
    pub fn op_required_props(&self, op: Ident) -> &[usize] {
        match self.op_props.get(op.0 as usize) {
            Some(Some(p)) => &p.required,
            _ => &[],
        }
    }

    /// The default value of property `i` of the registered op `op`, if it
    /// has one (made once).
    pub fn op_prop_default(&self, op: Ident, i: usize) -> Option<Attribute> {
        let props = self.op_props.get(op.0 as usize)?.as_ref()?;
        let def = self.op_def(op)?;
        *props
            .defaults
            .get(i)?
            .get_or_init(|| def.properties[i].kind.default_value(self))
    }

    /// The registered dialects and ops.
    pub fn registry(&self) -> &DialectRegistry {
        &self.registry
    }

    /// The definition of the op named `name`, if registered.
    #[inline]
    pub fn op_def(&self, name: Ident) -> Option<&'static OpDef> {
        self.op_defs.get(name.0 as usize).copied().flatten()
    }

    /// Whether ops of unregistered dialects are accepted
    /// (mlir-opt's `--allow-unregistered-dialect`).
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Sets [`Context::allows_unregistered_dialects`].
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed)
    }

    /// Whether errors emitted on an operation get a "see current operation"
    /// note with the op printed (upstream's `printOpOnDiagnostic`; mlir-opt
    /// turns it off under `--verify-diagnostics`).
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic.load(Ordering::Relaxed)
    }

    /// Sets [`Context::print_op_on_diagnostic`].
    pub fn set_print_op_on_diagnostic(&self, enable: bool) {
        self.print_op_on_diagnostic.store(enable, Ordering::Relaxed)
    }

    /// Whether errors about ops of a dialect mlir-opt registers and rmlir
    /// does not implement get a note saying so (rmlir's own; off where
    /// diagnostics must be upstream's alone, as under
    /// `--verify-diagnostics`).
    pub fn explain_unimplemented(&self) -> bool {
        self.explain_unimplemented.load(Ordering::Relaxed)
    }

    /// Sets [`Context::explain_unimplemented`].
    pub fn set_explain_unimplemented(&self, enable: bool) {
        self.explain_unimplemented.store(enable, Ordering::Relaxed)
    }

    /// Interns `s`: equal byte strings get the same [`Ident`].
    pub fn ident(&self, s: impl AsRef<[u8]>) -> Ident {
        Ident(self.idents.intern(Box::from(s.as_ref())))
    }

    /// The bytes of an identifier.
    pub fn ident_bytes(&self, id: Ident) -> &[u8] {
        self.idents.get(id.0)
    }

    /// The identifier as text; invalid UTF-8 (legal in MLIR strings) is
    /// replaced, so use [`Context::ident_bytes`] where bytes matter.
    pub fn ident_str(&self, id: Ident) -> std::borrow::Cow<'_, str> {
        // For messages: bytes that are not UTF-8 are kept (see
        // `diagnostics::message_text`).
        crate::diagnostics::message_text(self.idents.get(id.0))
    }

    /// Uniques a type (MLIR's `TypeUniquer`): equal kinds get the same
    /// handle.
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// The data of a type.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// Uniques an attribute (MLIR's `AttributeUniquer`): equal kinds get the
    /// same handle.
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        if let AttrKind::FileLineCol {
            file,
            line,
            col,
            end_line: None,
            end_col: None,
        } = kind
        {
            return Attribute(
                self.locs
                    .get_or_insert(file, line, col, || self.attrs.push_unique(kind)),
            );
        }
        if let AttrKind::FusedLoc {
            metadata: Some(m),
            locations,
        } = &kind
        {
            if let [l] = **locations {
                let (m, l) = (m.0, l.0 .0);
                return Attribute(
                    self.fused
                        .get_or_insert(self.attrs.id, m, l, || self.attrs.push_unique(kind)),
                );
            }
        }
        if matches!(kind, AttrKind::DenseResource { .. }) {
            self.dense_resources.store(true, Ordering::Relaxed);
        }
        Attribute(self.attrs.intern(kind))
    }

    /// `file:line:col` locations interned in bulk, as [`Context::intern_attr`]
    /// would one by one, appended to `out` in order: a bytecode file lists
    /// a module's locations one after another.
    pub fn file_line_col_locs(&self, file: Ident, locs: &[(u32, u32)], out: &mut Vec<Attribute>) {
        let mut idx = Vec::with_capacity(locs.len());
        self.locs.get_or_insert_many(
            file,
            locs,
            |line, col| {
                self.attrs.push_unique(AttrKind::FileLineCol {
                    file,
                    line,
                    col,
                    end_line: None,
                    end_col: None,
                })
            },
            &mut idx,
        );
        out.extend(idx.into_iter().map(Attribute));
    }

    /// `fused<metadata>[l]` for each `l` of `locs`, as
    /// [`Context::fused_loc`] makes them one by one, appended to `out`: a
    /// bytecode file lists the locations of a function's ops (which share
    /// their metadata) one after another, and interning them together looks
    /// the metadata's table up and locks it once.
    pub fn fused_locs(&self, metadata: Attribute, locs: &[Location], out: &mut Vec<Location>) {
        // `fused_loc` drops an unknown location and flattens one fused with
        // the same metadata; every other location is kept as it is.
        let kept_as_is = |l: &Location| match self.attr_kind(l.0) {
            AttrKind::UnknownLoc => false,
            AttrKind::FusedLoc { metadata: m, .. } => *m != Some(metadata),
            _ => true,
        };
        if !locs.iter().all(kept_as_is) {
            out.extend(locs.iter().map(|&l| self.fused_loc(Some(metadata), &[l])));
            return;
        }
        self.fused.with_table(self.attrs.id, metadata.0, |table| {
            table.reserve(locs.len());
            out.extend(locs.iter().map(|&l| {
                let i = *table.entry(l.0 .0).or_insert_with(|| {
                    self.attrs.push_unique(AttrKind::FusedLoc {
                        metadata: Some(metadata),
                        locations: smallvec::smallvec![l],
                    })
                });
                Location(Attribute(i))
            }));
        });
    }

    /// Whether any `dense_resource` attribute exists: the ones printed
    /// decide, in print order, which blobs the file metadata lists, so a
    /// module using them is printed on one thread.
    pub fn has_dense_resources(&self) -> bool {
        self.dense_resources.load(Ordering::Relaxed)
    }

    /// How many `distinct` attributes were ever made: they are numbered as
    /// printed, so parts of a module print on several threads only once
    /// all of them have their number (from the alias section).
    pub fn distinct_count(&self) -> usize {
        self.next_distinct.load(Ordering::Relaxed) as usize
    }

    /// A number telling this context from every other of the process, never
    /// reused: for caches kept beside a context (per thread, say).
    pub fn id(&self) -> u64 {
        self.attrs.id
    }

    /// The data of an attribute.
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.attrs.get(a.0)
    }

    /// Creates a `distinct[..]<referenced>` attribute: never equal to any other.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct.fetch_add(1, Ordering::Relaxed);
        Attribute(
            self.attrs
                .push_unique(AttrKind::Distinct { id, referenced }),
        )
    }

    /// Number of uniqued types and attributes, for statistics.
    pub fn stats(&self) -> (usize, usize, usize) {
        (self.idents.len(), self.types.len(), self.attrs.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_is_send_sync() {
        fn check<T: Send + Sync>() {}
        check::<Context>();
    }

    #[test]
    fn interning_uniques() {
        let ctx = Context::new();
        let a = ctx.ident("foo");
        let b = ctx.ident("foo");
        let c = ctx.ident("bar");
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(ctx.ident_bytes(c), b"bar");
        let i32a = ctx.int_type(32);
        let i32b = ctx.int_type(32);
        assert_eq!(i32a, i32b);
        assert_ne!(i32a, ctx.int_type(64));
    }

    #[test]
    fn interning_from_threads() {
        let ctx = Context::new();
        let handles: Vec<Type> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (1..200).map(|w| ctx.int_type(w)).collect::<Vec<_>>()))
                .collect();
            hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
        });
        for chunk in handles.chunks(199) {
            assert_eq!(chunk, &handles[..199]);
        }
    }
}
