//! The bytecode writer (upstream's `BytecodeWriter` and `IRNumbering`).
//!
//! A numbering pass walks the IR as upstream's does (the top op, then
//! regions last-in first-out) counting references to op names,
//! attributes and types; entries are then ordered by reference count and
//! grouped by dialect per varint byte width, which gives upstream's
//! indices. The emitting pass writes the sections in upstream's order.

mod encode;

use rmlir_ir::resources::{FileMetadata, ResourceValue};
use rmlir_ir::{
    AttrKind, Attribute, BlockId, BodyId, Context, Ident, Ir, OpId, OpRef, OpTraits, RegionId,
    Type, TypeKind, Value, ValueDef,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use self::encode::{encode_attr, encode_properties, encode_type, Sink};
use crate::encoding::{op_mask, version, write_varint, SectionId, MAGIC, PADDING_BYTE};

/// The builtin dialect's number: `number_ir` numbers it first.
const BUILTIN: usize = 0;

/// `Writer::props_of` of an op without properties (and `class_index`
/// of a class that writes none).
const NO_PROPS: u32 = u32::MAX;

/// Fewer ops than this are written on one thread.
const PARALLEL_MIN_OPS: usize = 1 << 14;

/// A block of a large body is emitted on all cores when it has at least
/// this many ops of its own.
const PARALLEL_MIN_BLOCK_OPS: usize = 64;

/// What emitting IR changes: value numbers, by body and value.
struct EmitState<'s> {
    value_ids: Vec<Vec<u32>>,
    ir: &'s Ir,
    /// Nested sections emitted ahead, by op.
    sections: Option<&'s FxHashMap<(BodyId, OpId), Vec<u8>>>,
    /// Whether a large block may be split over threads: not on a thread
    /// that is emitting part of one already.
    may_split: bool,
}

impl<'s> EmitState<'s> {
    fn new(ir: &'s Ir, sections: Option<&'s FxHashMap<(BodyId, OpId), Vec<u8>>>) -> Self {
        EmitState {
            value_ids: vec![Vec::new(); ir.num_bodies()],
            ir,
            sections,
            may_split: true,
        }
    }

    fn assign(&mut self, body: BodyId, v: Value, next: &mut u32) {
        let ids = &mut self.value_ids[body.as_u32() as usize];
        if ids.is_empty() {
            ids.resize(self.ir.body(body).num_values(), 0);
        }
        ids[v.as_u32() as usize] = *next;
        *next += 1;
    }

    fn value_id(&self, body: BodyId, v: Value) -> u64 {
        self.value_ids[body.as_u32() as usize]
            .get(v.as_u32() as usize)
            .copied()
            .unwrap_or(0) as u64
    }
}

/// Options for [`write_bytecode`].
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// The bytecode version to write (`--emit-bytecode-version`).
    pub version: u64,
    /// The producer string.
    pub producer: String,
    /// Write every resource with no data, keeping its key and kind
    /// (`--elide-resource-data-from-bytecode`).
    pub elide_resource_data: bool,
    /// Write on one thread (`--mlir-disable-threading`); the bytes are the
    /// same either way.
    pub single_threaded: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            version: version::CURRENT,
            producer: "MLIR22.1.8".into(),
            elide_resource_data: false,
            single_threaded: false,
        }
    }
}

/// Why bytecode could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError {
    /// The op at fault, when there is one.
    pub loc: Option<rmlir_ir::Location>,
    /// What is wrong, worded as a diagnostic.
    pub message: String,
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for WriteError {}

impl From<String> for WriteError {
    fn from(message: String) -> Self {
        WriteError { loc: None, message }
    }
}

/// Writes `ir` (and its resources) as bytecode. Fails for a version the
/// writer does not know, and for IR that mlir-opt would read otherwise
/// than rmlir wrote it: properties of an op of a dialect mlir-opt
/// registers and rmlir does not implement, whose encoding only mlir-opt
/// knows (upstream reads them with the op's own code, not as the
/// attribute rmlir holds them as). Nothing is written then.
pub fn write_bytecode(
    ctx: &Context,
    ir: &Ir,
    meta: &FileMetadata,
    opts: &WriteOptions,
) -> Result<Vec<u8>, WriteError> {
    if opts.version > version::CURRENT {
        return Err(WriteError::from(format!(
            "unsupported version requested {}, must be in range [{}, {}]",
            opts.version,
            version::MIN_SUPPORTED,
            version::CURRENT
        )));
    }
    let Some(top) = ir.top() else {
        return Err(WriteError::from(
            "no top-level operation to write".to_string(),
        ));
    };
    let mut w = Writer::new(ctx, ir, meta, opts.version);
    w.elide_resource_data = opts.elide_resource_data;
    w.threads = if opts.single_threaded {
        1
    } else {
        rmlir_ir::parallel::available_threads()
    };
    w.number_ir(top);
    if let Some(e) = w.error.take() {
        return Err(e);
    }
    w.finalize_numbering();
    Ok(w.emit(top, &opts.producer))
}

/// Handles with a dense index, so tables keyed by them are vectors.
trait DenseKey: Copy {
    fn dense(self) -> usize;
}

impl DenseKey for Attribute {
    fn dense(self) -> usize {
        self.index() as usize
    }
}

impl DenseKey for Type {
    fn dense(self) -> usize {
        self.index() as usize
    }
}

impl DenseKey for Ident {
    fn dense(self) -> usize {
        self.index() as usize
    }
}

/// Entries with their dialect and reference count, in numbering order
/// until [`Counted::finalize`] puts them in upstream's final order.
struct Counted<K> {
    items: Vec<(K, usize, u32)>, // key, dialect, refcount
    /// By key index: position in `items` plus one; 0 when not numbered.
    index: Vec<u32>,
}

impl<K> Default for Counted<K> {
    fn default() -> Self {
        Counted {
            items: Vec::new(),
            index: Vec::new(),
        }
    }
}

impl<K: DenseKey> Counted<K> {
    fn get(&self, k: K) -> Option<usize> {
        match self.index.get(k.dense()) {
            Some(&i) if i != 0 => Some(i as usize - 1),
            _ => None,
        }
    }

    /// The final index of a numbered entry.
    fn id(&self, k: K) -> u64 {
        self.get(k)
            .expect("the numbering pass saw every entry the writer emits") as u64
    }

    /// Counts one more reference to `k`; false when `k` is not numbered.
    fn bump(&mut self, k: K) -> bool {
        match self.get(k) {
            Some(i) => {
                self.items[i].2 += 1;
                true
            }
            None => false,
        }
    }

    /// Numbers a new entry (one reference).
    fn insert(&mut self, k: K, dialect: usize) {
        let d = k.dense();
        if d >= self.index.len() {
            self.index.resize((d + 1).max(self.index.len() * 2), 0);
        }
        self.items.push((k, dialect, 1));
        self.index[d] = self.items.len() as u32;
    }

    /// Upstream's final order: stable by reference count, descending,
    /// then grouped by dialect within the entries each varint width can
    /// index.
    fn finalize(&mut self) {
        self.items
            .sort_by_key(|&(_, _, refs)| std::cmp::Reverse(refs));
        let mut start = 0usize;
        let mut group_end = 1usize << 7;
        let mut prev_dialect = 0usize;
        let mut width = 7;
        while start < self.items.len() {
            let end = group_end.min(self.items.len());
            let first = prev_dialect;
            self.items[start..end].sort_by_key(|&(_, d, _)| (d != first, d));
            prev_dialect = self.items[end - 1].1;
            start = end;
            width += 7;
            group_end = if width >= 63 {
                usize::MAX
            } else {
                1usize << width
            };
        }
        for (i, (k, _, _)) in self.items.iter().enumerate() {
            self.index[k.dense()] = i as u32 + 1;
        }
    }
}

/// What encoding an op's properties refers to, in order: numbering the
/// same properties again repeats these references.
#[derive(Copy, Clone)]
enum Ref {
    Attr(Attribute),
    Type(Type),
    Resource(Ident),
}

/// Properties are encoded once per (op definition, properties value).
type PropsKey = (usize, Option<Attribute>);

struct Writer<'c> {
    ctx: &'c Context,
    ir: &'c Ir,
    meta: &'c FileMetadata,
    version: u64,
    dialects: Vec<Vec<u8>>,
    dialect_index: FxHashMap<Vec<u8>, usize>,
    ops: Counted<Ident>,
    attrs: Counted<Attribute>,
    types: Counted<Type>,
    /// Ops with regions: whether those are written as isolated.
    isolated: FxHashMap<(BodyId, OpId), bool>,
    strings: Vec<Vec<u8>>,
    string_index: FxHashMap<Vec<u8>, usize>,
    /// Dialect resource handles by key, in handle order.
    resources: Vec<(usize, Ident)>,
    resource_index: FxHashMap<Ident, usize>,
    /// The references of each properties class, in `prop_refs`.
    prop_refs: Vec<Ref>,
    /// Properties classes: one per (op definition, properties value),
    /// with the range of their references.
    prop_classes: Vec<(
        Option<&'static rmlir_ir::OpDef>,
        Option<Attribute>,
        u32,
        u32,
    )>,
    prop_class_of: FxHashMap<PropsKey, u32>,
    /// Classes in the order the IR is emitted first meets them.
    class_order: Vec<u32>,
    /// By class: its properties-section index.
    class_index: Vec<u32>,
    /// The properties section: entries, deduplicated by their bytes.
    props: Vec<Vec<u8>>,
    props_index: FxHashMap<Vec<u8>, usize>,
    /// Per body, by op: pre-order number, for use-list orders.
    op_ids: Vec<Vec<u32>>,
    /// Per body, by op: its properties class (`NO_PROPS` for none).
    props_of: Vec<Vec<u32>>,
    elide_resource_data: bool,
    /// Threads emission may use.
    threads: usize,
    /// Attributes whose encoding refers to strings (met while numbering).
    string_attrs: Vec<Attribute>,
    /// Types whose dialect's encoding refers to strings.
    string_types: Vec<Type>,
    /// Whether the entry being numbered wrote a string.
    wrote_string: bool,
    /// `{}`: most ops' attributes, known without looking them up.
    empty_dict: Attribute,
    /// The first op met that cannot be written as upstream would read it.
    error: Option<WriteError>,
}

/// What emission needs besides the tables, from one walk in pre-order:
/// every op's pre-order number (use-list orders) and which ops with
/// regions are written as isolated: IsolatedFromAbove ones, and any
/// whose regions use no value defined outside them.
struct Analysis {
    /// Per body, by op.
    op_ids: Vec<Vec<u32>>,
    isolated: FxHashMap<(BodyId, OpId), bool>,
}

impl Analysis {
    fn new(ctx: &Context, ir: &Ir, top: OpRef) -> Analysis {
        let bodies = (0..ir.num_bodies()).map(|b| ir.body(BodyId::from_u32(b as u32)));
        let mut a = Analysis {
            op_ids: bodies.clone().map(|b| vec![0; b.num_ops()]).collect(),
            isolated: FxHashMap::default(),
        };
        // By body and block: how many ops with regions enclose the block.
        let mut depth: Vec<Vec<u32>> = bodies.map(|b| vec![0; b.num_blocks()]).collect();
        let mut next = 0u32;
        a.visit(ctx, ir, top.body, top.op, 0, &mut depth, &mut next);
        a
    }

    /// Returns the smallest depth of a block defining a value `op` (or an
    /// op inside it) uses. Blocks get their depth when their region is
    /// entered, before any use inside can be seen.
    #[allow(clippy::too_many_arguments)]
    fn visit(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        body: BodyId,
        op: OpId,
        d: u32,
        depth: &mut [Vec<u32>],
        next: &mut u32,
    ) -> u32 {
        let b = ir.body(body);
        self.op_ids[body.as_u32() as usize][op.as_u32() as usize] = *next;
        *next += 1;
        let bd = &depth[body.as_u32() as usize];
        let mut min = u32::MAX;
        for v in b.operands(op) {
            let blk = match b.value_def(v) {
                ValueDef::BlockArg { block, .. } => Some(block),
                ValueDef::Result { op, .. } => b.parent_block(op),
            };
            if let Some(blk) = blk {
                min = min.min(bd[blk.as_u32() as usize]);
            }
        }
        if ir.num_regions(OpRef { body, op }) == 0 {
            return min;
        }
        let (rb, regions) = ir.regions(OpRef { body, op });
        let r_body = ir.body(rb);
        let regions: SmallVec<[RegionId; 2]> = regions.collect();
        for &r in &regions {
            for blk in r_body.region_blocks(r) {
                depth[rb.as_u32() as usize][blk.as_u32() as usize] = d + 1;
            }
        }
        let mut inner = u32::MAX;
        for &r in &regions {
            for blk in r_body.region_blocks(r) {
                for o in r_body.block_ops(blk) {
                    let m = stacker::maybe_grow(64 * 1024, 4 << 20, || {
                        self.visit(ctx, ir, rb, o, d + 1, depth, next)
                    });
                    inner = inner.min(m);
                }
            }
        }
        let trait_isolated = ctx
            .op_def(b.op(op).name)
            .is_some_and(|def| def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
        let isolated = trait_isolated || rb != body || inner == u32::MAX || inner > d;
        self.isolated.insert((body, op), isolated);
        min.min(inner)
    }
}

/// Records the references an encoding makes (for properties).
struct Recorder(Vec<Ref>);

impl Sink for Recorder {
    fn varint(&mut self, _: u64) {}
    fn byte(&mut self, _: u8) {}
    fn attr(&mut self, a: Attribute) {
        self.0.push(Ref::Attr(a));
    }
    fn optional_attr(&mut self, a: Option<Attribute>) {
        if let Some(a) = a {
            self.0.push(Ref::Attr(a));
        }
    }
    fn ty(&mut self, t: Type) {
        self.0.push(Ref::Type(t));
    }
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn resource(&mut self, key: Ident) {
        self.0.push(Ref::Resource(key));
    }
}

/// Collects the strings an encoding writes, in order.
struct StringCollector(Vec<Vec<u8>>);

impl Sink for StringCollector {
    fn varint(&mut self, _: u64) {}
    fn byte(&mut self, _: u8) {}
    fn attr(&mut self, _: Attribute) {}
    fn optional_attr(&mut self, _: Option<Attribute>) {}
    fn ty(&mut self, _: Type) {}
    fn string(&mut self, s: &[u8]) {
        self.0.push(s.to_vec());
    }
    fn blob(&mut self, _: &[u8]) {}
    fn resource(&mut self, _: Ident) {}
}

/// Numbering mode of the encoders: count what an entry refers to.
struct Numberer<'w, 'c>(&'w mut Writer<'c>);

impl Sink for Numberer<'_, '_> {
    fn version(&self) -> u64 {
        self.0.version
    }
    fn varint(&mut self, _: u64) {}
    fn byte(&mut self, _: u8) {}
    fn attr(&mut self, a: Attribute) {
        self.0.number_attr(a);
    }
    fn optional_attr(&mut self, a: Option<Attribute>) {
        if let Some(a) = a {
            self.0.number_attr(a);
        }
    }
    fn ty(&mut self, t: Type) {
        self.0.number_type(t);
    }
    fn string(&mut self, _: &[u8]) {
        self.0.wrote_string = true;
    }
    fn blob(&mut self, _: &[u8]) {}
    fn resource(&mut self, key: Ident) {
        self.0.declare_resource(key);
    }
}

/// Emitting mode: bytes with final indices. Strings are numbered before
/// anything is emitted, so emitting only reads the writer (and can run
/// on several threads).
struct Emitter<'w, 'c> {
    w: &'w Writer<'c>,
    out: Vec<u8>,
}

impl Sink for Emitter<'_, '_> {
    fn version(&self) -> u64 {
        self.w.version
    }
    fn varint(&mut self, v: u64) {
        write_varint(&mut self.out, v);
    }
    fn byte(&mut self, b: u8) {
        self.out.push(b);
    }
    fn attr(&mut self, a: Attribute) {
        write_varint(&mut self.out, self.w.attrs.id(a));
    }
    fn optional_attr(&mut self, a: Option<Attribute>) {
        match a {
            Some(a) => write_varint(&mut self.out, (self.w.attrs.id(a) << 1) | 1),
            None => write_varint(&mut self.out, 0),
        }
    }
    fn ty(&mut self, t: Type) {
        write_varint(&mut self.out, self.w.types.id(t));
    }
    fn string(&mut self, s: &[u8]) {
        let i = *self
            .w
            .string_index
            .get(s)
            .expect("strings are numbered before entries are emitted");
        write_varint(&mut self.out, i as u64);
    }
    fn blob(&mut self, b: &[u8]) {
        write_varint(&mut self.out, b.len() as u64);
        self.out.extend_from_slice(b);
    }
    fn resource(&mut self, key: Ident) {
        let i = self.w.resource_index[&key];
        write_varint(&mut self.out, i as u64);
    }
}

/// A section under construction, with the alignment its contents need.
#[derive(Default)]
struct Section {
    data: Vec<u8>,
    align: u64,
}

impl Section {
    fn varint(&mut self, v: u64) {
        write_varint(&mut self.data, v);
    }
    fn align_to(&mut self, a: u64) {
        if a > 1 {
            while !(self.data.len() as u64).is_multiple_of(a) {
                self.data.push(PADDING_BYTE);
            }
            self.align = self.align.max(a);
        }
    }
}

fn append_section(out: &mut Vec<u8>, id: SectionId, s: &Section) {
    let mut header = Vec::new();
    write_varint(&mut header, s.data.len() as u64);
    let at = out.len() + 1 + header.len();
    if s.align > 1 && !(at as u64).is_multiple_of(s.align) {
        out.push(id as u8 | 0x80);
        out.extend_from_slice(&header);
        write_varint(out, s.align);
        while !(out.len() as u64).is_multiple_of(s.align) {
            out.push(PADDING_BYTE);
        }
    } else {
        out.push(id as u8);
        out.extend_from_slice(&header);
    }
    out.extend_from_slice(&s.data);
}

impl<'c> Writer<'c> {
    fn new(ctx: &'c Context, ir: &'c Ir, meta: &'c FileMetadata, version: u64) -> Self {
        Writer {
            ctx,
            ir,
            meta,
            version,
            dialects: Vec::new(),
            dialect_index: FxHashMap::default(),
            ops: Counted::default(),
            attrs: Counted::default(),
            types: Counted::default(),
            isolated: FxHashMap::default(),
            strings: Vec::new(),
            string_index: FxHashMap::default(),
            resources: Vec::new(),
            resource_index: FxHashMap::default(),
            prop_refs: Vec::new(),
            prop_classes: Vec::new(),
            prop_class_of: FxHashMap::default(),
            class_order: Vec::new(),
            class_index: Vec::new(),
            props: Vec::new(),
            props_index: FxHashMap::default(),
            op_ids: Vec::new(),
            props_of: Vec::new(),
            elide_resource_data: false,
            threads: 1,
            string_attrs: Vec::new(),
            string_types: Vec::new(),
            wrote_string: false,
            empty_dict: ctx.empty_dictionary(),
            error: None,
        }
    }

    fn dialect(&mut self, name: &[u8]) -> usize {
        if let Some(&i) = self.dialect_index.get(name) {
            return i;
        }
        let i = self.dialects.len();
        self.dialects.push(name.to_vec());
        self.dialect_index.insert(name.to_vec(), i);
        i
    }

    fn string(&mut self, s: &[u8]) -> usize {
        if let Some(&i) = self.string_index.get(s) {
            return i;
        }
        let i = self.strings.len();
        self.strings.push(s.to_vec());
        self.string_index.insert(s.to_vec(), i);
        i
    }

    fn declare_resource(&mut self, key: Ident) {
        if !self.resource_index.contains_key(&key) {
            let d = self.dialect(b"builtin");
            self.resource_index.insert(key, self.resources.len());
            self.resources.push((d, key));
        }
    }

    /// The dialect an attribute belongs to: its definition's, an opaque
    /// one's namespace, else builtin.
    fn attr_dialect(&mut self, a: Attribute) -> usize {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::String { .. } | AttrKind::DenseStrings { .. } => {
                self.string_attrs.push(a);
                BUILTIN
            }
            AttrKind::Opaque { dialect, .. } => self.dialect(ctx.ident_bytes(*dialect)),
            AttrKind::Dialect(d) => self.dialect(d.def.0.dialect.as_bytes()),
            // `number_ir` numbers builtin first.
            _ => BUILTIN,
        }
    }

    /// The dialect a type belongs to (see [`Writer::attr_dialect`]).
    fn type_dialect(&mut self, t: Type) -> usize {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Opaque { dialect, .. } => self.dialect(ctx.ident_bytes(*dialect)),
            TypeKind::Dialect(d) => self.dialect(d.def.0.dialect.as_bytes()),
            _ => BUILTIN,
        }
    }

    fn number_attr(&mut self, a: Attribute) {
        if self.attrs.bump(a) {
            return;
        }
        let d = self.attr_dialect(a);
        self.attrs.insert(a, d);
        let ctx = self.ctx;
        let outer = std::mem::replace(&mut self.wrote_string, false);
        stacker::maybe_grow(64 * 1024, 4 << 20, || {
            encode_attr(ctx, a, &mut Numberer(self));
        });
        // A dialect encoding's strings are numbered with the builtin
        // strings', in entry order (see `string_attrs`).
        if self.wrote_string && matches!(ctx.attr_kind(a), AttrKind::Dialect(_)) {
            self.string_attrs.push(a);
        }
        self.wrote_string = outer;
        if let AttrKind::DenseResource { handle, .. } = ctx.attr_kind(a) {
            self.declare_resource(*handle);
        }
    }

    fn number_type(&mut self, t: Type) {
        if self.types.bump(t) {
            return;
        }
        let d = self.type_dialect(t);
        self.types.insert(t, d);
        let ctx = self.ctx;
        let outer = std::mem::replace(&mut self.wrote_string, false);
        stacker::maybe_grow(64 * 1024, 4 << 20, || {
            encode_type(ctx, t, &mut Numberer(self));
        });
        if self.wrote_string {
            self.string_types.push(t);
        }
        self.wrote_string = outer;
    }

    fn number_op_name(&mut self, name: Ident) {
        if self.ops.bump(name) {
            return;
        }
        let text = self.ctx.ident_bytes(name);
        let dialect_name = match text.iter().position(|&b| b == b'.') {
            Some(i) => &text[..i],
            None => text,
        };
        let d = self.dialect(dialect_name);
        self.ops.insert(name, d);
    }

    /// Numbers what the properties of an op refer to. An op's properties
    /// are mostly the same as another's: their references are worked out
    /// once and repeated.
    /// Returns the properties class of (`def`, `props`); `def` is `None`
    /// for an unregistered op, whose properties are one attribute.
    fn number_properties(
        &mut self,
        def: Option<&'static rmlir_ir::OpDef>,
        props: Option<Attribute>,
    ) -> u32 {
        let key = (
            def.map_or(0, |d| d as *const rmlir_ir::OpDef as usize),
            props,
        );
        let class = match self.prop_class_of.get(&key) {
            Some(&c) => c,
            None => {
                let start = self.prop_refs.len() as u32;
                match def {
                    Some(def) => {
                        let mut rec = Recorder(Vec::new());
                        encode_properties(self.ctx, def, props, self.version, &mut rec);
                        self.prop_refs.extend(rec.0);
                    }
                    None => self.prop_refs.extend(props.map(Ref::Attr)),
                }
                let c = self.prop_classes.len() as u32;
                self.prop_classes
                    .push((def, props, start, self.prop_refs.len() as u32));
                self.prop_class_of.insert(key, c);
                c
            }
        };
        let (_, _, start, end) = self.prop_classes[class as usize];
        for i in start..end {
            match self.prop_refs[i as usize] {
                Ref::Attr(a) => self.number_attr(a),
                Ref::Type(t) => self.number_type(t),
                Ref::Resource(k) => self.declare_resource(k),
            }
        }
        class
    }

    /// Upstream's `number(Operation *)`.
    fn number_op(&mut self, body: BodyId, op: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        let b = ir.body(body);
        let data = b.op(op);
        self.number_op_name(data.name);
        for r in b.results(op) {
            self.number_type(b.value_type(r));
        }
        let def = ctx.op_def(data.name);
        let props = data.properties();
        let dict = self.attr_dict(def, data.attrs, props);
        if dict != self.empty_dict && !ctx.dictionary_entries(dict).is_empty() {
            self.number_attr(dict);
        }
        // Before properties had a section, mlir-opt wrote the attributes
        // its own code makes of them, which rmlir cannot know either.
        if def.is_none() && self.error.is_none() {
            self.check_unknown_properties(data);
        }
        if self.version >= version::NATIVE_PROPERTIES_ENCODING {
            let class = match def {
                Some(def) if !has_property_storage(def) => NO_PROPS,
                None if props.is_none() => NO_PROPS,
                _ => self.number_properties(def, props),
            };
            self.props_of[body.as_u32() as usize][op.as_u32() as usize] = class;
        }
        self.number_attr(data.loc.0);
    }

    /// Records an error for an op rmlir does not know that has properties,
    /// when mlir-opt knows the op: mlir-opt decodes them with the op's own
    /// encoding, which rmlir cannot reproduce.
    fn check_unknown_properties(&mut self, data: &rmlir_ir::body::OpData) {
        let Some(props) = data.properties() else {
            return;
        };
        if self.ctx.dictionary_entries(props).is_empty() {
            return;
        }
        let name = self.ctx.ident_bytes(data.name);
        if let Some(dialect) = self.ctx.registry().upstream_only_dialect(name) {
            self.error = Some(WriteError {
                loc: Some(data.loc),
                message: format!(
                    "cannot write '{}' as bytecode: mlir-opt reads the properties of the '{}' dialect's ops in their own encoding, and rmlir does not implement that dialect: write the textual form instead",
                    rmlir_ir::diagnostics::message_text(name),
                    rmlir_ir::diagnostics::message_text(dialect),
                ),
            });
        }
    }

    /// The attribute dictionary written for an op: before properties had
    /// a section, inherent attributes were part of it.
    fn attr_dict(
        &self,
        def: Option<&rmlir_ir::OpDef>,
        attrs: Attribute,
        props: Option<Attribute>,
    ) -> Attribute {
        if self.version >= version::NATIVE_PROPERTIES_ENCODING {
            return attrs;
        }
        // Those of an op nobody registers are dropped, as mlir-opt drops
        // them (ops only mlir-opt knows are refused in `number_op`).
        match (def, props) {
            (Some(_), Some(p)) => {
                let mut all = self.ctx.dictionary_entries(attrs).to_vec();
                all.extend_from_slice(self.ctx.dictionary_entries(p));
                self.ctx.dictionary_attr(all)
            }
            _ => attrs,
        }
    }

    fn number_block(&mut self, body: BodyId, blk: BlockId) {
        let ir = self.ir;
        let b = ir.body(body);
        for &a in b.block_args(blk) {
            let loc = b.arg_loc(a).unwrap_or_else(|| self.ctx.unknown_loc());
            self.number_attr(loc.0);
            self.number_type(b.value_type(a));
        }
        for op in b.block_ops(blk) {
            self.number_op(body, op);
        }
    }

    fn number_ir(&mut self, top: OpRef) {
        let ir = self.ir;
        self.props_of = (0..ir.num_bodies())
            .map(|b| vec![NO_PROPS; ir.body(BodyId::from_u32(b as u32)).num_ops()])
            .collect();
        // Sized once: an op typically brings a new location with it.
        let ops: usize = self.props_of.iter().map(Vec::len).sum();
        let (_, num_types, num_attrs) = self.ctx.stats();
        self.attrs.index.resize(num_attrs, 0);
        self.attrs.items.reserve(ops);
        self.types.index.resize(num_types, 0);
        let builtin = self.dialect(b"builtin");
        debug_assert_eq!(builtin, BUILTIN);
        // What emission needs besides the tables comes from a walk of its
        // own, done meanwhile on another thread when there is one.
        let (ctx, threads) = (self.ctx, self.threads);
        let analysis = std::thread::scope(|s| {
            let helper = (threads > 1 && ops >= PARALLEL_MIN_OPS)
                .then(|| s.spawn(|| Analysis::new(ctx, ir, top)));
            self.number_walk(top);
            match helper {
                Some(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
                None => Analysis::new(ctx, ir, top),
            }
        });
        self.op_ids = analysis.op_ids;
        self.isolated = analysis.isolated;
        self.order_property_classes();
    }

    /// Upstream's numbering walk: the top op, then regions last-in
    /// first-out.
    fn number_walk(&mut self, top: OpRef) {
        let ir = self.ir;
        self.number_op(top.body, top.op);
        let mut work: Vec<(BodyId, RegionId)> = Vec::new();
        let (b, rs) = ir.regions(top);
        work.extend(rs.map(|r| (b, r)));
        while let Some((body, r)) = work.pop() {
            let b = ir.body(body);
            for blk in b.region_blocks(r) {
                self.number_block(body, blk);
            }
            for blk in b.region_blocks(r) {
                for op in b.block_ops(blk) {
                    let (rb, rs) = ir.regions(OpRef { body, op });
                    work.extend(rs.map(|r| (rb, r)));
                }
            }
        }
    }

    /// Puts the properties classes in the order the IR is emitted first
    /// meets them: by the smallest pre-order number of an op using them.
    fn order_property_classes(&mut self) {
        let mut first = vec![u32::MAX; self.prop_classes.len()];
        for (classes, ids) in self.props_of.iter().zip(&self.op_ids) {
            for (&c, &id) in classes.iter().zip(ids) {
                if c != NO_PROPS {
                    let f = &mut first[c as usize];
                    *f = (*f).min(id);
                }
            }
        }
        let mut order: Vec<u32> = (0..first.len() as u32)
            .filter(|&c| first[c as usize] != u32::MAX)
            .collect();
        order.sort_unstable_by_key(|&c| first[c as usize]);
        self.class_order = order;
    }

    /// The permutation from the reference order (uses by descending
    /// pre-order id, which building the IR op by op gives) to `v`'s
    /// use-list, when they differ.
    fn use_list_order(&self, body: BodyId, v: Value) -> Option<Vec<u32>> {
        let b = self.ir.body(body);
        let mut users = b.users(v);
        // Most values have fewer than two uses: nothing to order.
        users.next()?;
        users.next()?;
        let ids = &self.op_ids[body.as_u32() as usize];
        let id = |(op, i): (OpId, u32)| ((ids[op.as_u32() as usize] as u64) << 32) | i as u64;
        let ids: Vec<u64> = b.users(v).map(id).collect();
        if ids.windows(2).all(|w| w[0] > w[1]) {
            return None;
        }
        let mut order: Vec<(u32, u64)> = ids
            .iter()
            .enumerate()
            .map(|(p, &id)| (p as u32, id))
            .collect();
        order.sort_by_key(|&(_, id)| std::cmp::Reverse(id));
        Some(order.into_iter().map(|(p, _)| p).collect())
    }

    /// Encodes the use-list orders of a range of values, if any differs.
    fn encode_use_lists(&self, body: BodyId, values: &[Value]) -> Option<Vec<u8>> {
        let mut orders: Vec<(usize, Vec<u32>)> = values
            .iter()
            .enumerate()
            .filter_map(|(i, &v)| self.use_list_order(body, v).map(|o| (i, o)))
            .collect();
        if orders.is_empty() {
            return None;
        }
        if orders.len() > 1 {
            let keys: Vec<u32> = orders.iter().map(|o| o.0 as u32).collect();
            let order = dense_map_order(&keys);
            orders.sort_by_key(|o| order.iter().position(|&k| k == o.0 as u32));
        }
        let mut out = Vec::new();
        if values.len() != 1 {
            write_varint(&mut out, orders.len() as u64);
        }
        for (i, order) in orders {
            if values.len() != 1 {
                write_varint(&mut out, i as u64);
            }
            let shuffled = order
                .iter()
                .enumerate()
                .filter(|&(i, &o)| o as usize != i)
                .count();
            if shuffled < order.len() / 2 {
                write_varint(&mut out, (((shuffled * 2) as u64) << 1) | 1);
                // Upstream writes each pair as (order value, position).
                for (i, &o) in order.iter().enumerate() {
                    if o as usize != i {
                        write_varint(&mut out, o as u64);
                        write_varint(&mut out, i as u64);
                    }
                }
            } else {
                write_varint(&mut out, (order.len() as u64) << 1);
                for &o in &order {
                    write_varint(&mut out, o as u64);
                }
            }
        }
        Some(out)
    }

    fn finalize_numbering(&mut self) {
        self.ops.finalize();
        self.attrs.finalize();
        self.types.finalize();
        self.number_resources();
    }

    fn emit(&mut self, top: OpRef, producer: &str) -> Vec<u8> {
        let v = self.version;
        // Dialect section (strings: dialect names, then op names).
        let mut dialect = Section::default();
        dialect.varint(self.dialects.len() as u64);
        let names = self.dialects.clone();
        for name in &names {
            let i = self.string(name) as u64;
            if v < version::DIALECT_VERSIONING {
                dialect.varint(i);
                continue;
            }
            // A dialect that versions its IR writes its current version
            // in a section of its own.
            let blob = self
                .ctx
                .registry()
                .dialect(name)
                .and_then(|d| d.versioning)
                .map(|hooks| (hooks.current)())
                .filter(|b| !b.is_empty());
            match blob {
                Some(blob) => {
                    dialect.varint((i << 1) | 1);
                    dialect.data.push(SectionId::DialectVersions as u8);
                    dialect.varint(blob.len() as u64);
                    dialect.data.extend_from_slice(&blob);
                }
                None => dialect.varint(i << 1),
            }
        }
        if v >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
            dialect.varint(self.ops.items.len() as u64);
        }
        let ops: Vec<(Ident, usize)> = self.ops.items.iter().map(|&(k, d, _)| (k, d)).collect();
        let mut i = 0;
        while i < ops.len() {
            let d = ops[i].1;
            let end = i + ops[i..].iter().take_while(|o| o.1 == d).count();
            dialect.varint(d as u64);
            dialect.varint((end - i) as u64);
            for &(name, _) in &ops[i..end] {
                let full = self.ctx.ident_bytes(name).to_vec();
                let op_part = match full.iter().position(|&b| b == b'.') {
                    Some(p) => &full[p + 1..],
                    None => &full[..0],
                };
                let s = self.string(op_part) as u64;
                if v >= version::NATIVE_PROPERTIES_ENCODING {
                    let registered = self.ctx.op_def(name).is_some() as u64;
                    dialect.varint((s << 1) | registered);
                } else {
                    dialect.varint(s);
                }
            }
            i = end;
        }

        // Attribute and type sections.
        let mut offsets = Section::default();
        let mut data = Section::default();
        offsets.varint(self.attrs.items.len() as u64);
        offsets.varint(self.types.items.len() as u64);
        let attrs: Vec<(Attribute, usize)> =
            self.attrs.items.iter().map(|&(k, d, _)| (k, d)).collect();
        let types: Vec<(Type, usize)> = self.types.items.iter().map(|&(k, d, _)| (k, d)).collect();
        // The strings attribute entries refer to are numbered in entry
        // order first, as encoding them one by one would number them.
        let ctx = self.ctx;
        let mut with_strings = std::mem::take(&mut self.string_attrs);
        with_strings.sort_unstable_by_key(|&a| self.attrs.id(a));
        for a in with_strings {
            match ctx.attr_kind(a) {
                AttrKind::String { value, .. } => {
                    self.string(value);
                }
                AttrKind::DenseStrings { values, .. } => {
                    for v in values.iter() {
                        self.string(v);
                    }
                }
                _ => {
                    let mut found = StringCollector(Vec::new());
                    encode_attr(ctx, a, &mut found);
                    for s in found.0 {
                        self.string(&s);
                    }
                }
            }
        }
        let mut with_strings = std::mem::take(&mut self.string_types);
        with_strings.sort_unstable_by_key(|&t| self.types.id(t));
        for t in with_strings {
            let mut found = StringCollector(Vec::new());
            encode_type(ctx, t, &mut found);
            for s in found.0 {
                self.string(&s);
            }
        }
        let (words, bytes) = self.encode_entries(
            &attrs,
            |ctx, a, s| encode_attr(ctx, a, s),
            rmlir_ir::printer::attr_to_string,
        );
        write_groups(&mut offsets, &words);
        data.data = bytes;
        let (words, bytes) = self.encode_entries(
            &types,
            |ctx, t, s| encode_type(ctx, t, s),
            rmlir_ir::printer::type_to_string,
        );
        write_groups(&mut offsets, &words);
        data.data.extend_from_slice(&bytes);

        // IR section.
        self.assign_properties();
        let ir = Section {
            data: self.emit_ir(top),
            align: 0,
        };

        // Resources.
        let (res_offsets, res_data) = self.emit_resources();

        // Strings, last: everything above added its strings.
        let mut strings = Section::default();
        strings.varint(self.strings.len() as u64);
        for s in self.strings.iter().rev() {
            strings.varint(s.len() as u64 + 1);
        }
        for s in &self.strings {
            strings.data.extend_from_slice(s);
            strings.data.push(0);
        }

        let mut out = Vec::new();
        out.extend_from_slice(&MAGIC);
        write_varint(&mut out, v);
        out.extend_from_slice(producer.as_bytes());
        out.push(0);
        append_section(&mut out, SectionId::Dialect, &dialect);
        append_section(&mut out, SectionId::AttrTypeOffset, &offsets);
        append_section(&mut out, SectionId::AttrType, &data);
        append_section(&mut out, SectionId::Ir, &ir);
        append_section(&mut out, SectionId::ResourceOffset, &res_offsets);
        append_section(&mut out, SectionId::Resource, &res_data);
        append_section(&mut out, SectionId::String, &strings);
        if v >= version::NATIVE_PROPERTIES_ENCODING {
            let mut props = Section::default();
            props.varint(self.props.len() as u64);
            for p in &self.props {
                props.data.extend_from_slice(p);
            }
            append_section(&mut out, SectionId::Properties, &props);
        }
        out
    }

    /// Encodes attribute or type entries, each in its binary encoding or
    /// else as text: the offset table's (dialect, size and encoded flag)
    /// words and the bytes. Large tables are encoded in chunks on all
    /// cores, joined in order.
    fn encode_entries<K: Copy + Send + Sync>(
        &self,
        keys: &[(K, usize)],
        encode: fn(&Context, K, &mut dyn Sink) -> bool,
        text: fn(&Context, K) -> String,
    ) -> (Vec<(usize, u64)>, Vec<u8>) {
        const CHUNK: usize = 8192;
        let chunk = |part: &[(K, usize)]| {
            let mut e = Emitter {
                w: self,
                out: Vec::new(),
            };
            let mut words = Vec::with_capacity(part.len());
            for &(k, d) in part {
                let start = e.out.len();
                let ctx = self.ctx;
                let encoded = stacker::maybe_grow(64 * 1024, 4 << 20, || encode(ctx, k, &mut e));
                if !encoded {
                    e.out.truncate(start);
                    e.out.extend_from_slice(text(ctx, k).as_bytes());
                    e.out.push(0);
                }
                words.push((d, (((e.out.len() - start) as u64) << 1) | encoded as u64));
            }
            (words, e.out)
        };
        let threads = self.threads;
        if threads < 2 || keys.len() < 2 * CHUNK {
            return chunk(keys);
        }
        let parts: Vec<&[(K, usize)]> = keys.chunks(CHUNK).collect();
        let done = rmlir_ir::parallel::map_in_order(&parts, threads, || (), |_, part| chunk(part));
        let mut words = Vec::with_capacity(keys.len());
        let mut bytes = Vec::with_capacity(done.iter().map(|d| d.1.len()).sum());
        for (w, b) in done {
            words.extend(w);
            bytes.extend_from_slice(&b);
        }
        (words, bytes)
    }

    /// The properties-section index of a properties class's encoding,
    /// adding the entry when no class wrote the same bytes before.
    fn emit_properties(
        &mut self,
        def: Option<&'static rmlir_ir::OpDef>,
        props: Option<Attribute>,
    ) -> u32 {
        let bytes = match (def, props) {
            (Some(def), _) => {
                let (ctx, version) = (self.ctx, self.version);
                let mut e = Emitter {
                    w: self,
                    out: Vec::new(),
                };
                encode_properties(ctx, def, props, version, &mut e);
                e.out
            }
            (None, Some(p)) => {
                let mut v = Vec::new();
                write_varint(&mut v, self.attrs.id(p));
                v
            }
            (None, None) => return NO_PROPS,
        };
        let mut entry = Vec::with_capacity(bytes.len() + 2);
        write_varint(&mut entry, bytes.len() as u64);
        entry.extend_from_slice(&bytes);
        let next = self.props.len();
        let i = *self.props_index.entry(entry.clone()).or_insert(next);
        if i == next {
            self.props.push(entry);
        }
        i as u32
    }

    /// Gives every properties class its section index, in the order the
    /// IR is emitted first meets them (upstream adds an entry as it
    /// writes each op).
    fn assign_properties(&mut self) {
        self.class_index = vec![NO_PROPS; self.prop_classes.len()];
        for k in 0..self.class_order.len() {
            let class = self.class_order[k] as usize;
            let (def, props, _, _) = self.prop_classes[class];
            self.class_index[class] = self.emit_properties(def, props);
        }
    }

    /// The IR section's contents. The nested sections of the isolated ops
    /// directly under the top op (a module's functions) are emitted first,
    /// on all cores: each sees no value outside and every index it needs
    /// is final, so the bytes do not depend on which thread wrote them.
    fn emit_ir(&self, top: OpRef) -> Vec<u8> {
        let ir = self.ir;
        let mut jobs: Vec<OpRef> = Vec::new();
        if self.version >= version::LAZY_LOADING {
            let (rb, regions) = ir.regions(top);
            let b = ir.body(rb);
            for r in regions {
                for blk in b.region_blocks(r) {
                    for op in b.block_ops(blk) {
                        if self.isolated.get(&(rb, op)).copied().unwrap_or(false) {
                            jobs.push(OpRef { body: rb, op });
                        }
                    }
                }
            }
        }
        let work: usize = jobs
            .iter()
            .map(|&j| ir.body(ir.regions(j).0).num_ops())
            .sum();
        let threads = if work < PARALLEL_MIN_OPS {
            1
        } else {
            self.threads
        };
        let mut sections: FxHashMap<(BodyId, OpId), Vec<u8>> = FxHashMap::default();
        if threads > 1 && jobs.len() > 1 {
            let bufs = rmlir_ir::parallel::map_in_order(
                &jobs,
                threads,
                || EmitState {
                    may_split: false,
                    ..EmitState::new(ir, None)
                },
                |st, &op| self.emit_regions_section(op, st),
            );
            sections = jobs.iter().map(|j| (j.body, j.op)).zip(bufs).collect();
        }
        let mut out = Vec::new();
        write_varint(&mut out, 1 << 1);
        let mut st = EmitState::new(ir, Some(&sections));
        let mut next_value = 0u32;
        self.emit_op(&mut out, top.body, top.op, &mut next_value, &[], &mut st);
        out
    }

    /// The regions of isolated op `op`, in a scope of their own.
    fn emit_regions_section(&self, op: OpRef, st: &mut EmitState<'_>) -> Vec<u8> {
        let (rb, regions) = self.ir.regions(op);
        let mut buf = Vec::new();
        let mut inner = 0u32;
        for r in regions {
            self.emit_region(&mut buf, rb, r, &mut inner, st);
        }
        buf
    }

    fn emit_op(
        &self,
        out: &mut Vec<u8>,
        body: BodyId,
        op: OpId,
        next_value: &mut u32,
        region_blocks: &[BlockId],
        st: &mut EmitState<'_>,
    ) {
        let (ctx, ir) = (self.ctx, self.ir);
        let b = ir.body(body);
        let data = b.op(op);
        let def = ctx.op_def(data.name);
        let props = data.properties();
        write_varint(out, self.ops.id(data.name));
        let mask_at = out.len();
        out.push(0);
        let mut mask = 0u8;
        write_varint(out, self.attrs.id(data.loc.0));
        let dict = self.attr_dict(def, data.attrs, props);
        if dict != self.empty_dict && !ctx.dictionary_entries(dict).is_empty() {
            mask |= op_mask::HAS_ATTRS;
            write_varint(out, self.attrs.id(dict));
        }
        let class = self.props_of[body.as_u32() as usize][op.as_u32() as usize];
        let props_index = match class {
            NO_PROPS => NO_PROPS,
            c => self.class_index[c as usize],
        };
        if props_index != NO_PROPS {
            mask |= op_mask::HAS_PROPERTIES;
            write_varint(out, props_index as u64);
        }
        let results = b.results(op);
        let num_results = results.len();
        if num_results != 0 {
            mask |= op_mask::HAS_RESULTS;
            write_varint(out, num_results as u64);
            for r in results {
                write_varint(out, self.types.id(b.value_type(r)));
            }
        }
        let operands = b.operands(op);
        if operands.len() != 0 {
            mask |= op_mask::HAS_OPERANDS;
            write_varint(out, operands.len() as u64);
            for v in operands {
                write_varint(out, st.value_id(body, v));
            }
        }
        let succs = b.successors(op);
        if !succs.is_empty() {
            mask |= op_mask::HAS_SUCCESSORS;
            write_varint(out, succs.len() as u64);
            for s in succs {
                let i = region_blocks
                    .iter()
                    .position(|&x| x == s.block)
                    .unwrap_or(0);
                write_varint(out, i as u64);
            }
        }
        if self.version >= version::USE_LIST_ORDERING && num_results != 0 {
            let results: SmallVec<[Value; 4]> = b.results(op).collect();
            if let Some(bytes) = self.encode_use_lists(body, &results) {
                mask |= op_mask::HAS_USE_LIST_ORDERS;
                out.extend_from_slice(&bytes);
            }
        }
        let num_regions = ir.num_regions(OpRef { body, op });
        if num_regions != 0 {
            mask |= op_mask::HAS_INLINE_REGIONS;
            let (rb, regions) = ir.regions(OpRef { body, op });
            let isolated = self.isolated.get(&(body, op)).copied().unwrap_or(false);
            write_varint(out, ((num_regions as u64) << 1) | isolated as u64);
            if isolated {
                if self.version >= version::LAZY_LOADING {
                    let ready = st.sections.and_then(|s| s.get(&(body, op)));
                    let built;
                    let buf = match ready {
                        Some(b) => b,
                        None => {
                            built = self.emit_regions_section(OpRef { body, op }, st);
                            &built
                        }
                    };
                    out.push(SectionId::Ir as u8);
                    write_varint(out, buf.len() as u64);
                    out.extend_from_slice(buf);
                } else {
                    let mut inner = 0u32;
                    for r in regions {
                        self.emit_region(out, rb, r, &mut inner, st);
                    }
                }
            } else {
                let base = *next_value;
                for r in regions {
                    *next_value = base;
                    self.emit_region(out, rb, r, next_value, st);
                }
                *next_value = base;
            }
        }
        out[mask_at] = mask;
    }

    fn emit_region(
        &self,
        out: &mut Vec<u8>,
        body: BodyId,
        r: RegionId,
        next_value: &mut u32,
        st: &mut EmitState<'_>,
    ) {
        let ir = self.ir;
        let b = ir.body(body);
        let blocks: SmallVec<[BlockId; 4]> = b.region_blocks(r).collect();
        write_varint(out, blocks.len() as u64);
        if blocks.is_empty() {
            return;
        }
        // Number this region's own values first: nested regions continue
        // after all of them.
        let start = *next_value;
        for &blk in &blocks {
            for &a in b.block_args(blk) {
                st.assign(body, a, next_value);
            }
            for op in b.block_ops(blk) {
                for res in b.results(op) {
                    st.assign(body, res, next_value);
                }
            }
        }
        write_varint(out, (*next_value - start) as u64);
        let after = *next_value;
        let unknown = self.ctx.unknown_loc();
        for &blk in &blocks {
            let args = b.block_args(blk);
            let num_ops = b.block_ops(blk).count();
            write_varint(out, ((num_ops as u64) << 1) | !args.is_empty() as u64);
            if !args.is_empty() {
                write_varint(out, args.len() as u64);
                for &a in args {
                    let t = self.types.id(b.value_type(a));
                    let loc = b.arg_loc(a).unwrap_or(unknown);
                    if self.version >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                        if loc == unknown {
                            write_varint(out, t << 1);
                        } else {
                            write_varint(out, (t << 1) | 1);
                            write_varint(out, self.attrs.id(loc.0));
                        }
                    } else {
                        write_varint(out, t);
                        write_varint(out, self.attrs.id(loc.0));
                    }
                }
                if self.version >= version::USE_LIST_ORDERING {
                    match self.encode_use_lists(body, args) {
                        Some(bytes) => {
                            out.push(op_mask::HAS_USE_LIST_ORDERS);
                            out.extend_from_slice(&bytes);
                        }
                        None => out.push(0),
                    }
                }
            }
            // Split by the body's ops: a block of a few ops may hold most
            // of them in its ops' regions (unregistered functions).
            if self.threads > 1
                && st.may_split
                && b.num_ops() >= PARALLEL_MIN_OPS
                && num_ops >= PARALLEL_MIN_BLOCK_OPS
            {
                self.emit_ops_parallel(out, body, blk, after, &blocks, st);
                continue;
            }
            for op in b.block_ops(blk) {
                *next_value = after;
                stacker::maybe_grow(64 * 1024, 4 << 20, || {
                    self.emit_op(out, body, op, next_value, &blocks, st)
                });
            }
        }
        *next_value = start;
    }

    /// The ops of a large block (a large function's) emitted on all cores,
    /// in chunks joined in order. The values of the block's region are
    /// numbered already; an op's nested regions number theirs from
    /// `after` whichever op came before, so each thread numbers its ops'
    /// regions in a copy of the body's numbers and writes the same bytes.
    fn emit_ops_parallel(
        &self,
        out: &mut Vec<u8>,
        body: BodyId,
        blk: BlockId,
        after: u32,
        blocks: &[BlockId],
        st: &EmitState<'_>,
    ) {
        let ir = self.ir;
        let b = ir.body(body);
        let ops: Vec<OpId> = b.block_ops(blk).collect();
        // About as many ops per chunk, nested ones included.
        let per_op = b.num_ops() / ops.len().max(1);
        let chunk = (4096 / per_op.max(1)).max(1);
        let chunks: Vec<&[OpId]> = ops.chunks(chunk).collect();
        let (sections, numbers) = (st.sections, &st.value_ids[body.as_u32() as usize]);
        let bufs = rmlir_ir::parallel::map_in_order(
            &chunks,
            self.threads,
            || {
                let mut st = EmitState::new(ir, sections);
                st.value_ids[body.as_u32() as usize] = numbers.clone();
                st.may_split = false;
                st
            },
            |st, part| {
                let mut buf = Vec::with_capacity(part.len() * 16);
                for &op in *part {
                    let mut next_value = after;
                    stacker::maybe_grow(64 * 1024, 4 << 20, || {
                        self.emit_op(&mut buf, body, op, &mut next_value, blocks, st)
                    });
                }
                buf
            },
        );
        for buf in bufs {
            out.extend_from_slice(&buf);
        }
    }

    fn emit_resources(&mut self) -> (Section, Section) {
        let mut offsets = Section::default();
        let mut data = Section::default();
        let meta = self.meta;
        offsets.varint(meta.external_resources.len() as u64);
        for (group, entries) in &meta.external_resources {
            let mut infos = Vec::new();
            for e in entries {
                let start = data.data.len();
                let kind = self.emit_resource_value(&mut data, &e.value);
                infos.push((e.key.clone(), data.data.len() - start, kind));
            }
            let g = self.string(self.ctx.ident_bytes(*group)) as u64;
            offsets.varint(g);
            offsets.varint(infos.len() as u64);
            for (key, size, kind) in infos {
                let k = self.string(&key) as u64;
                offsets.varint(k);
                offsets.varint(size as u64);
                offsets.data.push(kind);
            }
        }
        for (d, entries) in self.plan_resources() {
            let mut infos = Vec::new();
            for (key, value) in entries {
                let start = data.data.len();
                let kind = match value {
                    Some(v) => self.emit_resource_value(&mut data, v),
                    None => 0,
                };
                infos.push((key, data.data.len() - start, kind));
            }
            offsets.varint(d as u64);
            offsets.varint(infos.len() as u64);
            for (key, size, kind) in infos {
                let k = self.string(&key) as u64;
                offsets.varint(k);
                offsets.varint(size as u64);
                offsets.data.push(kind);
            }
        }
        (offsets, data)
    }

    /// The dialect resource groups to write: per dialect, the resources
    /// the file carries that the IR refers to, then handles used without
    /// data (declared with size 0).
    #[allow(clippy::type_complexity)]
    fn plan_resources(&self) -> Vec<(usize, Vec<(Vec<u8>, Option<&'c ResourceValue>)>)> {
        let meta = self.meta;
        let mut groups: Vec<(usize, Vec<(Vec<u8>, Option<&'c ResourceValue>)>)> = Vec::new();
        let mut written: FxHashMap<Vec<u8>, ()> = FxHashMap::default();
        for (dialect, entries) in &meta.dialect_resources {
            let Some(&d) = self.dialect_index.get(self.ctx.ident_bytes(*dialect)) else {
                continue;
            };
            let mut infos = Vec::new();
            for e in entries {
                if !self.resource_index.contains_key(&self.ctx.ident(&e.key)) {
                    continue;
                }
                infos.push((e.key.to_vec(), Some(&e.value)));
                written.insert(e.key.to_vec(), ());
            }
            groups.push((d, infos));
        }
        for &(d, k) in &self.resources {
            let key = self.ctx.ident_bytes(k).to_vec();
            if written.contains_key(&key) {
                continue;
            }
            match groups.iter_mut().find(|g| g.0 == d) {
                Some(g) => g.1.push((key, None)),
                None => groups.push((d, vec![(key, None)])),
            }
        }
        groups.retain(|g| !g.1.is_empty());
        groups
    }

    /// Numbers resource handles in the order the reader meets them.
    fn number_resources(&mut self) {
        let order: Vec<Ident> = self
            .plan_resources()
            .into_iter()
            .flat_map(|(_, entries)| entries.into_iter().map(|(k, _)| k))
            .map(|k| self.ctx.ident(&k))
            .collect();
        self.resource_index.clear();
        for (i, k) in order.into_iter().enumerate() {
            self.resource_index.insert(k, i);
        }
    }

    fn emit_resource_value(&mut self, data: &mut Section, v: &ResourceValue) -> u8 {
        if self.elide_resource_data {
            return match v {
                ResourceValue::Blob(_) => 0,
                ResourceValue::Bool(_) => 1,
                ResourceValue::String(_) => 2,
            };
        }
        match v {
            ResourceValue::Bool(b) => {
                data.data.push(*b as u8);
                1
            }
            ResourceValue::String(s) => {
                let i = self.string(s) as u64;
                data.varint(i);
                2
            }
            ResourceValue::Blob(hex) => {
                let bytes = decode_hex(hex);
                let (align, blob) = if bytes.len() >= 4 {
                    (
                        u32::from_le_bytes(bytes[..4].try_into().expect("4 bytes")) as u64,
                        &bytes[4..],
                    )
                } else {
                    (1, &bytes[..])
                };
                data.varint(align.max(1));
                data.varint(blob.len() as u64);
                data.align_to(align.max(1));
                data.data.extend_from_slice(blob);
                0
            }
        }
    }
}

/// Whether upstream's op has a properties struct: any ODS attribute or
/// property, or segment sizes.
fn has_property_storage(def: &rmlir_ir::OpDef) -> bool {
    !def.properties.is_empty() || def.segment_size_props().next().is_some()
}

fn decode_hex(hex: &[u8]) -> Vec<u8> {
    let val = |c: u8| match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    };
    hex.chunks(2)
        .map(|p| (val(p[0]) << 4) | p.get(1).map_or(0, |&c| val(c)))
        .collect()
}

fn write_groups(s: &mut Section, entries: &[(usize, u64)]) {
    let mut i = 0;
    while i < entries.len() {
        let d = entries[i].0;
        let end = i + entries[i..].iter().take_while(|e| e.0 == d).count();
        s.varint(d as u64);
        s.varint((end - i) as u64);
        for e in &entries[i..end] {
            s.varint(e.1);
        }
        i = end;
    }
}

/// The order in which LLVM's `DenseMap<unsigned, _>` iterates `keys`
/// inserted in the given order: upstream keeps a value range's use-list
/// orders in one and writes them in its iteration order. Buckets start at
/// 64 and double when three quarters full; a key's home bucket is
/// `key * 37`, probed quadratically.
fn dense_map_order(keys: &[u32]) -> Vec<u32> {
    fn place(buckets: &mut [Option<u32>], k: u32) {
        let mask = buckets.len() - 1;
        let mut b = k.wrapping_mul(37) as usize & mask;
        let mut probe = 1;
        while buckets[b].is_some() {
            b = (b + probe) & mask;
            probe += 1;
        }
        buckets[b] = Some(k);
    }
    let mut buckets: Vec<Option<u32>> = vec![None; 64];
    for (n, &k) in keys.iter().enumerate() {
        if (n + 1) * 4 >= buckets.len() * 3 {
            let old = std::mem::replace(&mut buckets, vec![None; 0]);
            buckets = vec![None; old.len() * 2];
            for k in old.into_iter().flatten() {
                place(&mut buckets, k);
            }
        }
        place(&mut buckets, k);
    }
    buckets.into_iter().flatten().collect()
}
