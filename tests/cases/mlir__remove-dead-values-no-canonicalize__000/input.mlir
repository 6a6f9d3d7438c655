// RUN: mlir-opt -split-input-file -remove-dead-values=canonicalize=0 %s

// remove-dead-values without the canonicalization of region branch ops: dead forwarded operands become ub.poison.

// scf.for with dead and live iter_args
func.func @for_iter(%lb: index, %ub: index, %step: index, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %c0, %b = %c1, %c = %c0) -> (i32, i32, i32) {
    %a2 = arith.addi %a, %c1 : i32
    %b2 = arith.muli %b, %b : i32
    %c2 = arith.addi %c, %a : i32
    scf.yield %a2, %b2, %c2 : i32, i32, i32
  }
  return %r#0 : i32
}

