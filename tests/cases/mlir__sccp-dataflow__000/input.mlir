// RUN: mlir-opt -allow-unregistered-dialect %s -sccp -split-input-file

// Constants flow through private callees, branches and region ops.
func.func private @callee(%arg0: i32, %arg1: i1) -> i32 {
  cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
^bb1:
  %c2 = arith.constant 2 : i32
  cf.br ^bb2(%c2 : i32)
^bb2(%v: i32):
  %r = arith.muli %v, %arg0 : i32
  return %r : i32
}

func.func @caller() -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %false = arith.constant false
  %0 = call @callee(%c3, %false) : (i32, i1) -> i32
  %1 = scf.if %false -> (i32) {
    scf.yield %c3 : i32
  } else {
    %s = arith.addi %0, %c3 : i32
    scf.yield %s : i32
  }
  return %0, %1 : i32, i32
}

