//! Round trips through the writer and reader, damaged bytecode, and lazy
//! loading. Parity with upstream's bytes and reader is checked by the
//! conformance runner (`bc-read`, `bc-write`) on files mlir-opt 22 wrote.

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_bytecode::{read_bytecode, write_bytecode, LazyModule, ReadOptions, WriteOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

fn generic(
    ctx: &rmlir_ir::Context,
    ir: &rmlir_ir::Ir,
    meta: &rmlir_ir::resources::FileMetadata,
) -> String {
    let mut s = String::new();
    let opts = PrintOptions {
        generic: true,
        debug_info: true,
        ..Default::default()
    };
    print_ir(ctx, ir, meta, &opts, &mut s).expect("IR with a top-level op");
    s
}

fn inputs() -> Vec<(String, Vec<u8>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/mlir");
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "mlir")
                .then(|| (p.display().to_string(), std::fs::read(&p).unwrap()))
        })
        .collect();
    v.sort();
    v
}

fn read_opts() -> ReadOptions {
    ReadOptions {
        filename: "t.mlirbc".into(),
        ..Default::default()
    }
}

/// Inputs with a `distinct` id inside an attribute upstream's encodings
/// leave to the textual form (`#llvm.di_common_block` holding a
/// subprogram): the text makes a new id, so two uses of one id become
/// two ids, as they do through mlir-opt 22.
const LOSES_DISTINCT_IDENTITY: &[&str] = &["llvm-debuginfo-kinds.mlir"];

#[test]
fn every_version_round_trips_the_file_tests() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let mut checked = 0;
    for (name, text) in inputs() {
        let Ok(parsed) = parse_source(&ctx, &text, &ParseOptions::default()) else {
            continue;
        };
        if !rmlir_ir::verifier::verify(&ctx, &parsed.ir).is_empty() {
            continue;
        }
        let want = generic(&ctx, &parsed.ir, &parsed.metadata);
        for version in [6, 5, 4, 3, 2, 1, 0] {
            let wopts = WriteOptions {
                version,
                ..Default::default()
            };
            let bytes = write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &wopts).unwrap();
            let again = write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &wopts).unwrap();
            assert_eq!(bytes, again, "{name}: the writer is not deterministic");
            let read = read_bytecode(&ctx, &bytes, &read_opts())
                .unwrap_or_else(|e| panic!("{name} v{version}: {}", e.error));
            let got = generic(&ctx, &read.ir, &read.metadata);
            if LOSES_DISTINCT_IDENTITY.iter().any(|f| name.ends_with(f)) {
                // The second round trip loses nothing more.
                let bytes = write_bytecode(&ctx, &read.ir, &read.metadata, &wopts).unwrap();
                let again = read_bytecode(&ctx, &bytes, &read_opts())
                    .unwrap_or_else(|e| panic!("{name} v{version}: {}", e.error));
                assert_eq!(
                    generic(&ctx, &again.ir, &again.metadata),
                    got,
                    "{name} v{version}"
                );
            } else if version >= 5 {
                // Before version 5 unregistered ops' properties are dropped,
                // as upstream drops them.
                assert_eq!(got, want, "{name} v{version}");
            }
        }
        checked += 1;
    }
    assert!(checked > 20, "only {checked} inputs checked");
}

#[test]
fn damaged_bytecode_is_a_diagnostic() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut rand = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for (name, text) in inputs().into_iter().take(40) {
        let Ok(parsed) = parse_source(&ctx, &text, &ParseOptions::default()) else {
            continue;
        };
        let bytes =
            write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap();
        // Every truncation fails with a located error (the last section,
        // properties, may end early only at an entry boundary).
        for len in (0..bytes.len()).step_by(1 + bytes.len() / 200) {
            if let Err(e) = read_bytecode(&ctx, &bytes[..len], &read_opts()) {
                assert!(!e.error.message.is_empty(), "{name}: empty message");
            }
        }
        // Random corruptions: any result but a panic.
        for _ in 0..200 {
            let mut b = bytes.clone();
            for _ in 0..1 + rand() % 4 {
                let i = (rand() as usize) % b.len();
                b[i] = rand() as u8;
            }
            if let Ok(r) = read_bytecode(&ctx, &b, &read_opts()) {
                let _ = rmlir_ir::verifier::verify(&ctx, &r.ir);
                let _ = generic(&ctx, &r.ir, &r.metadata);
            }
        }
    }
}

#[test]
fn crafted_counts_do_not_allocate() {
    let ctx = rmlir_dialects::context();
    // A string section claiming 2^60 strings, an attribute table claiming
    // 2^60 entries: rejected at once, nothing sized by the count.
    let mut b = vec![b'M', b'L', 0xEF, b'R', 0x0d, b'x', 0];
    // String section: 9 bytes, a count of 2^60.
    b.extend_from_slice(&[0x00, 0x13, 0x00, 0, 0, 0, 0, 0, 0, 0, 0x10]);
    // The other required sections, empty.
    for id in [1u8, 2, 3, 4, 8] {
        b.extend_from_slice(&[id, 0x01]);
    }
    let e = read_bytecode(&ctx, &b, &read_opts())
        .err()
        .expect("an error");
    assert!(
        e.error.message.contains("count") || e.error.message.contains("attempting"),
        "{}",
        e.error
    );
    assert!(e.error.to_string().contains("section"), "{}", e.error);
}

#[test]
fn lazy_loading_reads_only_the_function_asked_for() {
    let ctx = rmlir_dialects::context();
    let mut text = String::new();
    for i in 0..200 {
        text.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %c = arith.constant {i} : i32\n  %0 = arith.addi %a, %c : i32\n  %1 = arith.muli %0, %0 : i32\n  return %1 : i32\n}}\n"
        ));
    }
    let parsed = parse_source(&ctx, text.as_bytes(), &ParseOptions::default()).unwrap();
    let bytes =
        write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap();

    let mut lazy = LazyModule::open(&ctx, &bytes, &read_opts()).unwrap();
    // The module itself is isolated: its body is the first thing pending.
    let top = lazy.ir().top().unwrap();
    assert_eq!(lazy.unmaterialized(), vec![top]);
    assert!(lazy.materialize(top).unwrap());
    let funcs = lazy.unmaterialized();
    assert_eq!(funcs.len(), 200);
    let before = lazy.ir_bytes_read();
    let f = funcs[17];
    assert!(lazy.materialize(f).unwrap());
    let one = lazy.ir_bytes_read() - before;
    assert!(
        one > 0 && one * 100 < bytes.len(),
        "one function took {one} of {} bytes",
        bytes.len()
    );
    // That function's body is there, the others' are empty.
    let body = lazy
        .ir()
        .body(lazy.ir().body(f.body).op(f.op).isolated_body().unwrap());
    assert_eq!(body.num_ops(), 4);
    let g = funcs[18];
    let other = lazy
        .ir()
        .body(lazy.ir().body(g.body).op(g.op).isolated_body().unwrap());
    assert_eq!(other.num_ops(), 0);
    assert_eq!(lazy.unmaterialized().len(), 199);
    // Finishing reads the rest: the same module as an eager read.
    let read = lazy.finish().unwrap();
    let eager = read_bytecode(&ctx, &bytes, &read_opts()).unwrap();
    assert_eq!(
        generic(&ctx, &read.ir, &read.metadata),
        generic(&ctx, &eager.ir, &eager.metadata)
    );
    assert_eq!(
        generic(&ctx, &read.ir, &read.metadata),
        generic(&ctx, &parsed.ir, &parsed.metadata)
    );
}

#[test]
fn elided_resources_keep_their_handles_but_not_their_data() {
    let ctx = rmlir_dialects::context();
    let text = br#"module attributes { t.r = dense_resource<blob1> : tensor<2xi32> } {}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
"#;
    let parsed = parse_source(&ctx, text, &ParseOptions::default()).unwrap();
    let full =
        write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap();
    let read = read_bytecode(&ctx, &full, &read_opts()).unwrap();
    assert_eq!(read.metadata, parsed.metadata);
    let opts = WriteOptions {
        elide_resource_data: true,
        ..Default::default()
    };
    let elided = write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &opts).unwrap();
    assert!(elided.len() < full.len());
    let read = read_bytecode(&ctx, &elided, &read_opts()).unwrap();
    assert!(read.metadata.is_empty());
    let top = read.ir.top().unwrap();
    let attrs = read.ir.body(top.body).op(top.op).attrs;
    assert!(ctx.dictionary_get(attrs, b"t.r").is_some());
}

/// A file over the parallel-read threshold: functions with nested regions,
/// nested isolated ops and `distinct` attributes shared between functions.
fn large_module() -> String {
    let mut text = String::from("module {\n");
    for i in 0..6000 {
        text.push_str(&format!(
            "func.func @f{i}(%a: i32, %m: memref<?xf32>) -> i32 attributes {{d = distinct[{}]<>}} {{\n  %c = arith.constant {i} : i32\n  %0 = arith.addi %a, %c : i32\n  %r = scf.execute_region -> i32 {{\n    %1 = arith.muli %0, %0 : i32\n    scf.yield %1 : i32\n  }}\n  \"t.iso\"() ({{\n    builtin.module {{ func.func private @g{i}() }}\n    \"t.end\"() : () -> ()\n  }}) : () -> ()\n  return %r : i32\n}}\n",
            i % 7
        ));
    }
    text.push_str("}\n");
    text
}

#[test]
fn parallel_read_is_the_sequential_read() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let parsed = parse_source(&ctx, large_module().as_bytes(), &ParseOptions::default()).unwrap();
    let bytes =
        write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap();
    assert!(
        bytes.len() > 1 << 20,
        "{} bytes: below the parallel threshold",
        bytes.len()
    );
    let sequential = ReadOptions {
        single_threaded: true,
        ..read_opts()
    };
    let par = read_bytecode(&ctx, &bytes, &read_opts()).unwrap();
    let seq = read_bytecode(&ctx, &bytes, &sequential).unwrap();
    let text = generic(&ctx, &seq.ir, &seq.metadata);
    assert_eq!(generic(&ctx, &par.ir, &par.metadata), text);
    assert_eq!(text, generic(&ctx, &parsed.ir, &parsed.metadata));
    // Written again, both give the bytes they were read from.
    let again = write_bytecode(&ctx, &par.ir, &par.metadata, &WriteOptions::default()).unwrap();
    assert!(
        again == bytes,
        "the parallel read does not write back the same bytes"
    );

    // Damage late in the file: the error is the sequential reader's.
    for at in [bytes.len() / 3, bytes.len() / 2, bytes.len() * 3 / 4] {
        let mut bad = bytes.clone();
        bad[at] ^= 0x5a;
        let p = read_bytecode(&ctx, &bad, &read_opts())
            .map(|_| ())
            .map_err(|e| e.error);
        let s = read_bytecode(&ctx, &bad, &sequential)
            .map(|_| ())
            .map_err(|e| e.error);
        assert_eq!(format!("{p:?}"), format!("{s:?}"), "damage at byte {at}");
    }
}

#[test]
fn use_list_orders_survive_a_round_trip() {
    let ctx = rmlir_dialects::context();
    // `%y` is used before it is defined: resolving the forward reference
    // leaves its uses out of the default order, so the writer records it.
    let text = br#"func.func @f(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %x = arith.addi %y, %a : i32
  %z = arith.muli %y, %x : i32
  %w = arith.subi %y, %z : i32
  return %w : i32
^bb2:
  %y = arith.constant 1 : i32
  cf.br ^bb1
}
"#;
    let mut parsed = parse_source(&ctx, text, &ParseOptions::default()).unwrap();
    // And use-lists no reader would rebuild by itself: `%y`'s, rotated.
    for b in 0..parsed.ir.num_bodies() {
        let body = parsed.ir.body_mut(rmlir_ir::BodyId::from_u32(b as u32));
        for v in 0..body.num_values() {
            let v = rmlir_ir::Value::from_u32(v as u32);
            let n = body.users(v).count() as u32;
            if n > 1 {
                let rotated: Vec<u32> = (0..n).map(|i| (i + 1) % n).collect();
                body.shuffle_use_list(v, &rotated);
            }
        }
    }
    let order = |ir: &rmlir_ir::Ir| -> Vec<Vec<(u32, u32)>> {
        let mut out = Vec::new();
        for b in 0..ir.num_bodies() {
            let body = ir.body(rmlir_ir::BodyId::from_u32(b as u32));
            for v in 0..body.num_values() {
                let users: Vec<(u32, u32)> = body
                    .users(rmlir_ir::Value::from_u32(v as u32))
                    .map(|(op, i)| (op.as_u32(), i))
                    .collect();
                if users.len() > 1 {
                    out.push(users);
                }
            }
        }
        out
    };
    for v in [3, 6] {
        let opts = WriteOptions {
            version: v,
            ..Default::default()
        };
        let bytes = write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &opts).unwrap();
        let read = read_bytecode(&ctx, &bytes, &read_opts()).unwrap();
        let again = write_bytecode(&ctx, &read.ir, &read.metadata, &opts).unwrap();
        assert!(again == bytes, "version {v}: use-list orders changed");
        // Users, by position in the body's op arena: a read creates ops in
        // the order the parser did here.
        let (p, r) = (order(&parsed.ir), order(&read.ir));
        assert!(!p.is_empty());
        assert_eq!(p, r);
    }
}

/// A dialect that versions its IR, at version 1 and at version 2; the
/// second records, on the top-level op, which version it upgraded from.
mod versioned {
    use rmlir_ir::dialect::{DialectDef, DialectVersioning};
    use rmlir_ir::{Context, Ir, NamedAttr};

    pub static V1: DialectDef = DialectDef {
        allow_unknown_ops: true,
        versioning: Some(&DialectVersioning {
            current: || vec![1],
            upgrade: |_, _, _| Ok(()),
        }),
        ..DialectDef::new("vtest")
    };

    pub static V2: DialectDef = DialectDef {
        allow_unknown_ops: true,
        versioning: Some(&DialectVersioning {
            current: || vec![2],
            upgrade,
        }),
        ..DialectDef::new("vtest")
    };

    /// Versions above the reader's are refused.
    fn upgrade(ctx: &Context, ir: &mut Ir, version: &[u8]) -> Result<(), String> {
        if version.iter().any(|&v| v > 2) {
            return Err(format!("version {version:?} is newer than 2"));
        }
        let top = ir.top().expect("a top-level op");
        let op = ir.body_mut(top.body).op_mut(top.op);
        let mut entries = ctx.dictionary_entries(op.attrs).to_vec();
        entries.push(NamedAttr {
            name: ctx.ident("vtest.upgraded_from"),
            value: ctx.string_attr(format!("{version:?}")),
        });
        op.attrs = ctx.dictionary_attr(entries);
        Ok(())
    }

    pub static V3: DialectDef = DialectDef {
        allow_unknown_ops: true,
        versioning: Some(&DialectVersioning {
            current: || vec![3],
            upgrade: |_, _, _| Ok(()),
        }),
        ..DialectDef::new("vtest")
    };
}

#[test]
fn dialects_see_the_version_a_file_was_written_with() {
    let with = |d: &'static rmlir_ir::DialectDef| {
        let mut ctx = rmlir_dialects::context();
        ctx.register_dialect(d);
        ctx
    };
    let text = b"module {\n  \"vtest.op\"() : () -> ()\n}\n";
    let write_in = |ctx: &rmlir_ir::Context| {
        let parsed = parse_source(ctx, text, &ParseOptions::default()).unwrap();
        write_bytecode(ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap()
    };
    let (old, new, newer) = (
        with(&versioned::V1),
        with(&versioned::V2),
        with(&versioned::V3),
    );

    // Written at version 1, read by version 2: upgraded from [1].
    let read = read_bytecode(&new, &write_in(&old), &read_opts()).unwrap();
    assert_eq!(read.dialect_versions, vec![("vtest".to_string(), vec![1])]);
    let top = read.ir.top().unwrap();
    let attrs = read.ir.body(top.body).op(top.op).attrs;
    let from = new.dictionary_get(attrs, b"vtest.upgraded_from").unwrap();
    assert_eq!(new.attr_kind(from), new.attr_kind(new.string_attr("[1]")));

    // Written again by version 2: the file carries 2.
    let again = write_bytecode(&new, &read.ir, &read.metadata, &WriteOptions::default()).unwrap();
    let reread = read_bytecode(&new, &again, &read_opts()).unwrap();
    assert_eq!(
        reread.dialect_versions,
        vec![("vtest".to_string(), vec![2])]
    );

    // Before dialect versioning (version 0), no version is written.
    let v0 = WriteOptions {
        version: 0,
        ..Default::default()
    };
    let parsed = parse_source(&old, text, &ParseOptions::default()).unwrap();
    let bytes = write_bytecode(&old, &parsed.ir, &parsed.metadata, &v0).unwrap();
    assert!(read_bytecode(&new, &bytes, &read_opts())
        .unwrap()
        .dialect_versions
        .is_empty());

    // A version the dialect cannot upgrade from fails the read.
    let err = read_bytecode(&new, &write_in(&newer), &read_opts())
        .err()
        .unwrap();
    assert!(
        err.error.message.contains("newer than 2"),
        "{}",
        err.error.message
    );
}

#[test]
fn one_entry_point_reads_text_and_bytecode() {
    let ctx = rmlir_dialects::context();
    let text = b"func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
    let opts = ParseOptions {
        filename: "in.mlir".into(),
        ..Default::default()
    };
    let from_text = rmlir_bytecode::parse_source_file(&ctx, text, &opts)
        .ok()
        .unwrap();
    let bytes = write_bytecode(
        &ctx,
        &from_text.ir,
        &from_text.metadata,
        &WriteOptions::default(),
    )
    .unwrap();
    let from_bc = rmlir_bytecode::parse_source_file(&ctx, &bytes, &opts)
        .ok()
        .unwrap();
    assert_eq!(
        generic(&ctx, &from_text.ir, &from_text.metadata),
        generic(&ctx, &from_bc.ir, &from_bc.metadata)
    );
    // Errors: text at their line and column (mlir-opt 22 says 1:13),
    // bytecode at 0:0 with where it stopped.
    let err = rmlir_bytecode::parse_source_file(&ctx, b"func.func @f(", &opts)
        .err()
        .unwrap();
    assert_eq!(
        ctx.attr_kind(err[0].loc.0),
        ctx.attr_kind(ctx.file_line_col("in.mlir", 1, 13).0)
    );
    let err = rmlir_bytecode::parse_source_file(&ctx, &bytes[..bytes.len() / 2], &opts)
        .err()
        .unwrap();
    assert_eq!(err[0].loc, ctx.file_line_col("in.mlir", 0, 0));
    assert!(err[0].notes.iter().any(|n| n.message.contains("at byte")));
}

/// The parallel read, forced down to the smallest inputs (every region
/// decoded on a thread of its own while another builds it), reads every
/// conformance case's bytecode (when `../shared` is present; a sample of
/// them outside the full test tier) as the sequential read does: the same
/// module, or the same error.
#[test]
fn forced_parallel_reads_are_the_sequential_reads() {
    let dirs = rmlir_test_support::conformance_cases();
    if dirs.is_empty() {
        return;
    }
    let mut checked = 0;
    for d in dirs {
        let Ok(bytes) = std::fs::read(d.join("bytecode.mlirbc")) else {
            continue;
        };
        let ctx = rmlir_dialects::context();
        ctx.set_allow_unregistered_dialects(true);
        let read = |opts: &ReadOptions| match read_bytecode(&ctx, &bytes, opts) {
            Ok(r) => Ok(generic(&ctx, &r.ir, &r.metadata)),
            Err(e) => Err(format!("{:?}", e.error)),
        };
        let forced = ReadOptions {
            parallel_min_bytes: Some(0),
            ..read_opts()
        };
        let sequential = ReadOptions {
            single_threaded: true,
            ..read_opts()
        };
        assert_eq!(read(&forced), read(&sequential), "{}", d.display());
        checked += 1;
    }
    assert!(checked > 100, "only {checked} cases");
}

/// Bytecode written where an op was registered, read where nobody knows
/// it (a producer's dialect mlir-opt does not register): mlir-opt 22 takes
/// the attribute its properties' encoding starts with as the op's
/// properties, and so does rmlir. For a dialect mlir-opt registers and
/// rmlir does not implement, only mlir-opt can read the encoding: rmlir
/// says so.
#[test]
fn properties_of_ops_nobody_registers_are_their_first_attribute() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let text = b"func.func @f(%a: i32) -> i1 {\n  %c = arith.constant 42 : i32\n  %p = arith.cmpi slt, %a, %c : i32\n  return %p : i1\n}\n";
    let parsed = parse_source(&ctx, text, &ParseOptions::default()).unwrap();
    let bytes =
        write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap();
    // The dialect renamed in the string table: same length, no other use.
    let rename = |from: &[u8], to: &[u8]| {
        let mut b = bytes.clone();
        let at = b.windows(from.len()).position(|w| w == from).unwrap();
        b[at..at + from.len()].copy_from_slice(to);
        b
    };
    let unknown = rename(b"arith", b"zrith");
    let read = read_bytecode(&ctx, &unknown, &read_opts()).expect("read as mlir-opt reads it");
    let mut found = Vec::new();
    for b in 0..read.ir.num_bodies() {
        let body = read.ir.body(rmlir_ir::BodyId::from_u32(b as u32));
        for op in body.op_ids() {
            let data = body.op(op);
            if ctx.ident_str(data.name).starts_with("zrith.") {
                let mut p = String::new();
                rmlir_ir::printer::print_attribute(&ctx, data.properties().unwrap(), &mut p);
                found.push((ctx.ident_str(data.name).into_owned(), p));
            }
        }
    }
    found.sort();
    // `value` of the constant; `predicate` (2, slt) of the comparison.
    assert_eq!(
        found,
        [
            ("zrith.cmpi".to_string(), "2 : i64".to_string()),
            ("zrith.constant".to_string(), "42 : i32".to_string()),
        ]
    );
    let upstream_only = rename(b"arith", b"quant");
    let err = read_bytecode(&ctx, &upstream_only, &read_opts())
        .err()
        .expect("unreadable");
    assert!(
        err.error.message.contains("is not registered in rmlir"),
        "{}",
        err.error.message
    );
}

/// The llvm dialect's encodings of debug info and loop metadata, read
/// from truncated and corrupted files: a located diagnostic or some IR,
/// never a panic or a hang.
#[test]
fn damaged_llvm_debug_info_is_a_diagnostic() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut rand = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut checked = 0;
    for (name, text) in inputs() {
        if !name.contains("llvm-debuginfo") && !name.contains("llvm-loop-metadata") {
            continue;
        }
        let parsed = parse_source(&ctx, &text, &ParseOptions::default()).unwrap();
        let bytes =
            write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap();
        for len in (0..bytes.len()).step_by(1 + bytes.len() / 400) {
            if let Err(e) = read_bytecode(&ctx, &bytes[..len], &read_opts()) {
                assert!(!e.error.message.is_empty(), "{name}: empty message");
            }
        }
        for _ in 0..1500 {
            let mut b = bytes.clone();
            for _ in 0..1 + rand() % 3 {
                let i = (rand() as usize) % b.len();
                b[i] = rand() as u8;
            }
            match read_bytecode(&ctx, &b, &read_opts()) {
                Ok(r) => {
                    let _ = rmlir_ir::verifier::verify(&ctx, &r.ir);
                    let _ = generic(&ctx, &r.ir, &r.metadata);
                }
                Err(e) => assert!(!e.error.message.is_empty(), "{name}: empty message"),
            }
        }
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} llvm inputs checked");
}

/// A chain of 20000 nested debug-info scopes is written and read back
/// without running out of stack.
#[test]
fn deep_llvm_debug_info_round_trips() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let mut text = String::from("#b0 = #llvm.di_file<\"a\" in \"b\">\n");
    const N: usize = 20000;
    for i in 1..=N {
        text.push_str(&format!(
            "#b{i} = #llvm.di_lexical_block<scope = #b{}, line = {i}>\n",
            i - 1
        ));
    }
    text.push_str(&format!("\"x.y\"() {{a = #b{N}}} : () -> ()\n"));
    let parsed = parse_source(&ctx, text.as_bytes(), &ParseOptions::default()).unwrap();
    let bytes =
        write_bytecode(&ctx, &parsed.ir, &parsed.metadata, &WriteOptions::default()).unwrap();
    let read = read_bytecode(&ctx, &bytes, &read_opts()).unwrap_or_else(|e| panic!("{}", e.error));
    assert_eq!(
        generic(&ctx, &read.ir, &read.metadata),
        generic(&ctx, &parsed.ir, &parsed.metadata)
    );
}

/// Files mlir-opt 22 wrote with the llvm and quant encodings (recorded
/// test cases), truncated and corrupted: a located diagnostic or some IR,
/// never a panic.
#[test]
fn damaged_upstream_dialect_encodings_are_a_diagnostic() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/cases");
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut rand = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut checked = 0;
    for name in [
        "mlir__llvm-debuginfo-bytecode__000",
        "mlir__quant-types-bytecode__000",
    ] {
        let bytes = std::fs::read(format!("{dir}/{name}/bytecode.mlirbc")).unwrap();
        read_bytecode(&ctx, &bytes, &read_opts()).unwrap_or_else(|e| panic!("{name}: {}", e.error));
        for len in 0..bytes.len() {
            if let Err(e) = read_bytecode(&ctx, &bytes[..len], &read_opts()) {
                assert!(!e.error.message.is_empty(), "{name}: empty message");
            }
        }
        for _ in 0..3000 {
            let mut b = bytes.clone();
            for _ in 0..1 + rand() % 3 {
                let i = (rand() as usize) % b.len();
                b[i] = rand() as u8;
            }
            match read_bytecode(&ctx, &b, &read_opts()) {
                Ok(r) => {
                    let _ = rmlir_ir::verifier::verify(&ctx, &r.ir);
                    let _ = generic(&ctx, &r.ir, &r.metadata);
                }
                Err(e) => assert!(!e.error.message.is_empty(), "{name}: empty message"),
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 2);
}
