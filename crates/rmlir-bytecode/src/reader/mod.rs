//! The bytecode reader (upstream's `BytecodeReader`).
//!
//! Sections are located first; strings, dialects, properties and
//! resources are read eagerly, attributes and types on first use, and the
//! IR section builds bodies as the text parser does: every op of a
//! registered IsolatedFromAbove op's regions goes into a body of its own.

pub(crate) mod attr_type;
pub(crate) mod cursor;
mod decode;
pub(crate) mod ir;
mod resources;
mod sections;
mod strings;

use rmlir_ir::resources::FileMetadata;
use rmlir_ir::{Context, Ir, OpRef};

use self::attr_type::{AttrTypeTable, DialectEntry, Shared};
use self::cursor::Cursor;
use self::decode::Decoder;
use self::ir::{IrReader, OpName, Pending, PropsTable};
use self::sections::Sections;
use crate::encoding::{version, SectionId};
use crate::error::{BytecodeError, Result};

/// A module read from bytecode.
pub struct ReadBytecode {
    /// The IR; `ir.top()` is the top-level op.
    pub ir: Ir,
    /// Resources, as the text form's `{-# ... #-}` block holds them.
    pub metadata: FileMetadata,
    /// The bytecode version the file was written with.
    pub version: u64,
    /// The producer string.
    pub producer: String,
    /// Each dialect's version blob, for dialects that wrote one.
    pub dialect_versions: Vec<(String, Vec<u8>)>,
}

/// Where a read failed, with the header's facts when they were read.
#[derive(Clone, Debug)]
pub struct ReadError {
    /// The error.
    pub error: BytecodeError,
    /// Version and producer, if the header was read.
    pub header: Option<(u64, String)>,
}

/// Options for [`read_bytecode`].
#[derive(Clone, Debug, Default)]
pub struct ReadOptions {
    /// The buffer name: locations of implicit modules are `name:0:0`.
    pub filename: String,
    /// Read on one thread (`--mlir-disable-threading`).
    pub single_threaded: bool,
    /// Reads inputs of at least this many bytes in parallel, and decodes
    /// their regions of at least this many bytes on a thread of their own;
    /// for tests, which force the parallel paths on small inputs. By
    /// default 1 MB for both.
    pub parallel_min_bytes: Option<usize>,
}

/// Files smaller than this are read on one thread: not worth the threads.
const PARALLEL_MIN_BYTES: usize = 1 << 20;

/// Reads a whole bytecode file, as `mlir-opt` does for a buffer starting
/// with `MLïR`: the top-level ops become the top op, or are wrapped in an
/// implicit `builtin.module`.
///
/// A large file is read as lazy loading would read it, then the regions of
/// its isolated ops (each a nested section that sees no outer value) are
/// read on all cores, each into an `Ir` of its own that the module adopts
/// in file order. The result is the IR a sequential read makes; if
/// anything fails, the file is read again sequentially so the error is
/// the one a sequential read meets first.
pub fn read_bytecode(
    ctx: &Context,
    file: &[u8],
    opts: &ReadOptions,
) -> std::result::Result<ReadBytecode, ReadError> {
    let min = opts.parallel_min_bytes.unwrap_or(PARALLEL_MIN_BYTES);
    let threads = if opts.single_threaded || file.len() < min {
        1
    } else {
        rmlir_ir::parallel::available_threads()
    };
    if threads > 1 {
        if let Ok(m) = LazyModule::open_with(ctx, file, opts, true) {
            let pipeline_min = opts.parallel_min_bytes.unwrap_or(ir::PIPELINE_MIN_BYTES);
            if let Ok(r) = m.finish_parallel(threads, pipeline_min) {
                return Ok(r);
            }
        }
    }
    LazyModule::open_with(ctx, file, opts, false)?.finish()
}

/// Reads the regions of pending op `p` into a new `Ir` whose root body
/// stands for `p.body`.
/// `spare` passes a decoder from one such read to the next.
fn read_detached<'t, 'a, 'c>(
    sh: &'t Shared<'a, 'c>,
    table: &'t AttrTypeTable<'a>,
    op_names: &'t [OpName],
    props: &'t PropsTable<'a>,
    p: &Pending<'a>,
    pipeline_min: usize,
    spare: &mut Option<Decoder<'t, 'a, 'c>>,
) -> Result<Ir> {
    let mut reader = IrReader::new(sh, table, op_names, props);
    reader.spare = spare.take();
    // Read on a thread of the parallel read: a large region (a function
    // holding most of the module) is decoded on another as it is built.
    reader.pipeline_min_bytes = Some(pipeline_min);
    let root = reader.ir.root_body_mut();
    for _ in 0..p.num_regions {
        root.add_root_region();
    }
    reader.read_pending(&Pending {
        body: rmlir_ir::ir::root_body_id(),
        ..*p
    })?;
    *spare = reader.spare.take();
    Ok(std::mem::take(&mut reader.ir))
}

/// A bytecode module whose isolated ops (functions, modules) are read only
/// when asked for (upstream's lazy loading): until then such an op is in
/// the IR with its attributes but empty regions.
pub struct LazyModule<'a, 'c> {
    sh: Shared<'a, 'c>,
    table: AttrTypeTable<'a>,
    op_names: Vec<OpName>,
    props: PropsTable<'a>,
    ir: Ir,
    metadata: FileMetadata,
    pending: Vec<Pending<'a>>,
    header: (u64, String),
    ir_bytes_read: usize,
}

impl<'a, 'c> LazyModule<'a, 'c> {
    /// Reads everything but the regions of registered IsolatedFromAbove
    /// ops (written as nested sections since version 2).
    pub fn open(
        ctx: &'c Context,
        file: &'a [u8],
        opts: &ReadOptions,
    ) -> std::result::Result<Self, ReadError> {
        Self::open_with(ctx, file, opts, true)
    }

    fn open_with(
        ctx: &'c Context,
        file: &'a [u8],
        opts: &ReadOptions,
        lazy: bool,
    ) -> std::result::Result<Self, ReadError> {
        let sections = Sections::parse(file).map_err(|(error, header)| ReadError {
            error,
            header: header.map(|(v, p)| (v, rmlir_ir::diagnostics::message_text(p).into_owned())),
        })?;
        let header = (
            sections.version,
            rmlir_ir::diagnostics::message_text(sections.producer).into_owned(),
        );
        Self::read(ctx, &sections, opts, lazy, header.clone()).map_err(|error| ReadError {
            error,
            header: Some(header),
        })
    }

    fn read(
        ctx: &'c Context,
        s: &Sections<'a>,
        opts: &ReadOptions,
        lazy: bool,
        header: (u64, String),
    ) -> Result<Self> {
        let v = s.version;
        let strings = strings::parse_strings(s.cursor(SectionId::String))?;
        let mut sh = Shared {
            ctx,
            strings,
            dialects: Vec::new(),
            resources: Vec::new(),
            version: v,
        };
        let op_names = parse_dialects(&mut sh, s.cursor(SectionId::Dialect))?;
        let props = PropsTable::new(parse_properties(s.cursor(SectionId::Properties))?);
        if s.has(SectionId::Resource) != s.has(SectionId::ResourceOffset) {
            let msg = if s.has(SectionId::ResourceOffset) {
                "unexpected resource offset section when resource section is not present"
            } else {
                "expected resource offset section when resource section is present"
            };
            return Err(BytecodeError::new(None, 0, msg));
        }
        let metadata = resources::parse_resources(
            &mut sh,
            s.cursor(SectionId::ResourceOffset),
            s.cursor(SectionId::Resource),
        )?;
        let table = AttrTypeTable::parse(
            s.cursor(SectionId::AttrTypeOffset),
            s.cursor(SectionId::AttrType),
            sh.dialects.len(),
        )?;
        let mut reader = IrReader::new(&sh, &table, &op_names, &props);
        reader.lazy = lazy;
        let top_body = reader.ir.new_body();
        let top_block = {
            let body = reader.ir.body_mut(top_body);
            let r = body.add_root_region();
            let blk = body.create_block();
            body.append_block(r, blk);
            blk
        };
        let mut c = s.cursor(SectionId::Ir);
        let ir_len = c.remaining();
        reader.read_top(&mut c, top_body, top_block)?;
        let mut ir = std::mem::take(&mut reader.ir);
        let mut pending = std::mem::take(&mut reader.pending);
        if let Some((from, to)) =
            ir.finish_top_level(ctx, top_body, top_block, opts.filename.as_bytes())
        {
            for p in &mut pending {
                if p.op == from {
                    p.op = to;
                }
            }
        }
        let skipped: usize = pending.iter().map(|p| p.data.1.len()).sum();
        Ok(LazyModule {
            sh,
            table,
            op_names,
            props,
            ir,
            metadata,
            pending,
            header,
            ir_bytes_read: ir_len - skipped,
        })
    }

    /// The IR read so far.
    pub fn ir(&self) -> &Ir {
        &self.ir
    }

    /// The ops whose regions are not read yet.
    pub fn unmaterialized(&self) -> Vec<OpRef> {
        self.pending.iter().map(|p| p.op).collect()
    }

    /// Bytes of the IR sections decoded so far.
    pub fn ir_bytes_read(&self) -> usize {
        self.ir_bytes_read
    }

    /// Reads the regions of `op` (its nested isolated ops stay lazy).
    /// Returns false when there was nothing left to read for it.
    pub fn materialize(&mut self, op: OpRef) -> Result<bool> {
        let Some(i) = self.pending.iter().position(|p| p.op == op) else {
            return Ok(false);
        };
        let p = self.pending.swap_remove(i);
        let mut reader = IrReader::new(&self.sh, &self.table, &self.op_names, &self.props);
        reader.lazy = true;
        reader.ir = std::mem::take(&mut self.ir);
        let res = reader.read_pending(&p);
        self.ir = std::mem::take(&mut reader.ir);
        let mut more = std::mem::take(&mut reader.pending);
        res?;
        let skipped: usize = more.iter().map(|p| p.data.1.len()).sum();
        self.ir_bytes_read += p.data.1.len() - skipped;
        self.pending.append(&mut more);
        Ok(true)
    }

    /// Reads everything still unread and returns the module.
    pub fn finish(mut self) -> std::result::Result<ReadBytecode, ReadError> {
        while let Some(p) = self.pending.last().copied() {
            if let Err(error) = self.materialize(p.op) {
                return Err(ReadError {
                    error,
                    header: Some(self.header.clone()),
                });
            }
        }
        let header = self.header.clone();
        self.into_module().map_err(|error| ReadError {
            error,
            header: Some(header),
        })
    }

    /// [`LazyModule::finish`] with the unread regions read on `threads`
    /// threads. Which thread reads what does not change the result: each
    /// region is read into an `Ir` of its own, adopted in file order.
    fn finish_parallel(mut self, threads: usize, pipeline_min: usize) -> Result<ReadBytecode> {
        // A module is one isolated op whose functions are others: a pending
        // region holding most of the work is read here, and the isolated
        // ops met in it (the functions) are read by the other threads as
        // they are met.
        let total: usize = self.pending.iter().map(|p| p.data.1.len()).sum();
        let big = match self
            .pending
            .iter()
            .enumerate()
            .max_by_key(|(_, p)| p.data.1.len())
        {
            Some((i, p)) if p.data.1.len() * 2 > total => Some(self.pending.swap_remove(i)),
            _ => None,
        };
        let mut found: Vec<Pending<'a>> = std::mem::take(&mut self.pending);
        let LazyModule {
            sh,
            table,
            op_names,
            props,
            ir,
            ..
        } = &mut self;
        let (sh, table, op_names, props) = (&*sh, &*table, &**op_names, &*props);
        let read = |p: &Pending<'a>, spare: &mut Option<_>| {
            read_detached(sh, table, op_names, props, p, pipeline_min, spare)
        };
        // Found regions, taken in the order found; the flag says the
        // search is over.
        let queue = std::sync::Mutex::new((found.clone(), 0usize, big.is_none()));
        let ready = std::sync::Condvar::new();
        let lock = || queue.lock().unwrap_or_else(|e| e.into_inner());
        let push = |p: Pending<'a>| {
            lock().0.push(p);
            ready.notify_one();
        };
        let work = || {
            let mut out = Vec::new();
            let mut spare = None;
            loop {
                let p = {
                    let mut q = lock();
                    loop {
                        if q.1 < q.0.len() {
                            q.1 += 1;
                            break Some(q.0[q.1 - 1]);
                        }
                        if q.2 {
                            break None;
                        }
                        q = ready.wait(q).unwrap_or_else(|e| e.into_inner());
                    }
                };
                let Some(p) = p else { return out };
                let res = read(&p, &mut spare);
                let failed = res.is_err();
                out.push((p, res));
                if failed {
                    // The sequential read reports it: stop early.
                    let mut q = lock();
                    q.2 = true;
                    q.1 = q.0.len();
                    drop(q);
                    ready.notify_all();
                    return out;
                }
            }
        };
        let mut main_result = Ok(());
        /// Ends the search if this thread unwinds, so the helpers waiting
        /// for more stop and the scope can join them.
        struct EndOnUnwind<'q, T>(&'q std::sync::Mutex<T>, &'q std::sync::Condvar, fn(&mut T));
        impl<T> Drop for EndOnUnwind<'_, T> {
            fn drop(&mut self) {
                if std::thread::panicking() {
                    (self.2)(&mut self.0.lock().unwrap_or_else(|e| e.into_inner()));
                    self.1.notify_all();
                }
            }
        }
        let mut read_all = std::thread::scope(|s| {
            let helpers: Vec<_> = (1..threads.max(2)).map(|_| s.spawn(&work)).collect();
            let _end = EndOnUnwind(&queue, &ready, |q| {
                q.2 = true;
                q.1 = q.0.len();
            });
            if let Some(big) = &big {
                let mut reader = IrReader::new(sh, table, op_names, props);
                reader.lazy = true;
                reader.pipeline_min_bytes = Some(pipeline_min);
                reader.on_pending = Some(&push);
                reader.ir = std::mem::take(ir);
                main_result = reader.read_pending(big);
                *ir = std::mem::take(&mut reader.ir);
                let mut q = lock();
                q.2 = true;
                if main_result.is_err() {
                    q.1 = q.0.len();
                }
                drop(q);
                ready.notify_all();
            }
            let mut all = work();
            for h in helpers {
                all.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
            }
            all
        });
        main_result?;
        found = std::mem::take(&mut lock().0);
        if read_all.len() != found.len() {
            // A region failed and the rest were left unread.
            for (_, res) in read_all {
                res?;
            }
            return Err(BytecodeError::new(Some(SectionId::Ir), 0, "unread region"));
        }
        if let Some(big) = &big {
            let skipped: usize = found.iter().map(|p| p.data.1.len()).sum();
            self.ir_bytes_read += big.data.1.len().saturating_sub(skipped);
        }
        // Adopted in file order, whichever thread read what.
        read_all.sort_unstable_by_key(|(p, _)| p.data.0);
        for (p, res) in read_all {
            let _renamed = self.ir.adopt_bodies(p.body, res?);
            self.ir_bytes_read += p.data.1.len();
        }
        self.into_module()
    }

    /// The module, once every region is read: dialects that version
    /// their IR see the version the file was written with and upgrade it.
    fn into_module(mut self) -> Result<ReadBytecode> {
        for d in &self.sh.dialects {
            let (Some(version), Some(def)) = (d.version, self.sh.ctx.registry().dialect(d.name))
            else {
                continue;
            };
            if let Some(hooks) = def.versioning {
                (hooks.upgrade)(self.sh.ctx, &mut self.ir, version).map_err(|m| {
                    BytecodeError::new(
                        Some(SectionId::Dialect),
                        0,
                        format!(
                            "upgrading '{}' IR from its version in the file: {m}",
                            def.name
                        ),
                    )
                })?;
            }
        }
        let dialect_versions = self
            .sh
            .dialects
            .iter()
            .filter_map(|d| {
                d.version
                    .map(|b| (String::from_utf8_lossy(d.name).into_owned(), b.to_vec()))
            })
            .collect();
        Ok(ReadBytecode {
            ir: self.ir,
            metadata: self.metadata,
            version: self.header.0,
            producer: self.header.1,
            dialect_versions,
        })
    }
}

/// The dialect section: dialect names (and version blobs), then op names
/// grouped by dialect.
fn parse_dialects<'a>(sh: &mut Shared<'a, '_>, mut c: Cursor<'a>) -> Result<Vec<OpName>> {
    let v = sh.version;
    let n = c.count(c.remaining(), "dialect")?;
    for _ in 0..n {
        let (idx, versioned) = if v >= version::DIALECT_VERSIONING {
            let e = c.varint()?;
            (e >> 1, e & 1 != 0)
        } else {
            (c.varint()?, false)
        };
        let name = *usize::try_from(idx)
            .ok()
            .and_then(|i| sh.strings.get(i))
            .ok_or_else(|| c.error(format!("invalid string index: {idx}")))?;
        let version = if versioned {
            let (id, section) = c.read_section()?;
            if id != SectionId::DialectVersions as u8 {
                return Err(c.error("expected dialect version section"));
            }
            Some(section.rest())
        } else {
            None
        };
        sh.dialects.push(DialectEntry { name, version });
    }
    if v >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
        // The total count of op names, a capacity hint.
        c.varint()?;
    }
    let mut ops = Vec::new();
    while !c.is_empty() {
        let d = c.index(sh.dialects.len(), "dialect")?;
        let count = c.count(c.remaining(), "operation name")?;
        for _ in 0..count {
            let e = c.varint()?;
            let idx = if v >= version::NATIVE_PROPERTIES_ENCODING {
                e >> 1
            } else {
                e
            };
            let op = *usize::try_from(idx)
                .ok()
                .and_then(|i| sh.strings.get(i))
                .ok_or_else(|| c.error(format!("invalid string index: {idx}")))?;
            let dialect = sh.dialects[d].name;
            let mut full = Vec::with_capacity(dialect.len() + 1 + op.len());
            full.extend_from_slice(dialect);
            if !op.is_empty() {
                full.push(b'.');
                full.extend_from_slice(op);
            }
            let name = sh.ctx.ident(&full);
            ops.push(OpName {
                name,
                was_registered: v >= version::NATIVE_PROPERTIES_ENCODING && e & 1 != 0,
                def: sh.ctx.op_def(name),
            });
        }
    }
    Ok(ops)
}

/// The properties section: a count, then each entry as a blob.
fn parse_properties<'a>(mut c: Cursor<'a>) -> Result<Vec<(usize, &'a [u8])>> {
    if c.is_empty() {
        return Ok(Vec::new());
    }
    let n = c.count(c.remaining(), "properties")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let size = c.count(c.remaining(), "properties size")?;
        let offset = c.file_offset();
        out.push((offset, c.bytes(size)?));
    }
    if !c.is_empty() {
        return Err(c.error("Broken properties section: didn't exhaust the offsets table"));
    }
    Ok(out)
}
