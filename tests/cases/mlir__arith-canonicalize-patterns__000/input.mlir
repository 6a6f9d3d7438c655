// RUN: mlir-opt %s -canonicalize --split-input-file --mlir-print-debuginfo
// Every arith canonicalization pattern, with the locations of the ops it
// builds: DRR patterns fuse the locations of the root and of the first
// ops they matched, C++ patterns use the root's.

func.func @addi_constants(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32 loc("a")
  %0 = arith.addi %a, %c2 overflow<nsw> : i32 loc("r0")
  %s = arith.subi %x, %c1 overflow<nuw> : i32 loc("s")
  %1 = arith.addi %s, %c2 overflow<nuw> : i32 loc("r1")
  %t = arith.subi %c1, %x : i32 loc("t")
  %2 = arith.addi %t, %c2 : i32 loc("r2")
  return %0, %1, %2 : i32, i32, i32 loc("ret")
} loc("f")

