//! rmlir-opt runs nested pipelines on all cores; its output (the IR,
//! diagnostics, IR dumps, op statistics) is the same with
//! `--mlir-disable-threading`.

use std::process::Command;

/// A module of many functions, some with dead private callees, and nested
/// modules with functions of their own.
fn module(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func private @dead{i}()\n  func.func @f{i}(%a: i32 loc(\"a\":{i}:1)) -> i32 {{\n    %0 = arith.addi %a, %a : i32 loc(\"b\":{i}:2)\n    %c = arith.constant {i} : i32\n    %z = arith.constant 0 : i32\n    %1 = arith.addi %c, %c : i32\n    %2 = arith.muli %0, %1 : i32\n    %3 = arith.addi %2, %z : i32\n    %4 = arith.addi %2, %z : i32\n    %5 = arith.xori %3, %4 : i32\n    return %5 : i32\n  }} loc(\"c\":{i}:3)\n"
        ));
        if i % 16 == 0 {
            s.push_str(&format!(
                "  module @m{i} {{\n    func.func private @g{i}() {{\n      return\n    }}\n    func.func @h{i}() {{\n      return\n    }}\n  }}\n"
            ));
        }
    }
    s.push_str("}\n");
    s
}

fn run(args: &[&str], input: &std::path::Path) -> (Option<i32>, Vec<u8>, Vec<u8>) {
    let out = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(args)
        .arg(input)
        .output()
        .expect("run rmlir-opt");
    (out.status.code(), out.stdout, out.stderr)
}

#[test]
fn same_output_on_one_thread_and_all() {
    let dir = std::env::temp_dir().join(format!("rmlir-pass-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    std::fs::write(&input, module(300)).unwrap();
    let pipelines: [&[&str]; 6] = [
        &[
            "-p",
            "builtin.module(func.func(strip-debuginfo,topological-sort),builtin.module(symbol-privatize,func.func(print-op-stats)),symbol-dce)",
            "--mlir-print-debuginfo",
        ],
        &[
            "-p",
            "builtin.module(func.func(print-ir{label=f}),builtin.module(func.func(strip-debuginfo)))",
            "--mlir-print-ir-after-all",
            "-o",
            "/dev/null",
        ],
        // Every function fails: errors in function order.
        &["-p", "builtin.module(func.func(symbol-dce))"],
        &[
            "-p",
            "builtin.module(any(strip-debuginfo),builtin.module(any(symbol-dce)))",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-change",
            "--mlir-print-debuginfo",
        ],
        // The driver rewrites each function's body on a thread of its own.
        &["-canonicalize", "--mlir-print-debuginfo"],
        &[
            "-p",
            "builtin.module(func.func(canonicalize{top-down=false},cse),canonicalize)",
            "--mlir-pass-statistics",
        ],
    ];
    for args in pipelines {
        let all = run(args, &input);
        let mut one_args = args.to_vec();
        one_args.push("--mlir-disable-threading");
        let one = run(&one_args, &input);
        assert_eq!(all.0, one.0, "{args:?}");
        assert!(all.1 == one.1, "{args:?}: standard output differs");
        assert!(all.2 == one.2, "{args:?}: standard error differs");
        assert!(!all.1.is_empty() || !all.2.is_empty());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
