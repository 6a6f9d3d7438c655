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

// -----

// A recursive private function: the argument never settles on a constant
// while the public caller passes different ones.
func.func private @rec(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %d = arith.subi %arg0, %c1 : i32
  %r = call @rec(%d) : (i32) -> i32
  return %r : i32
}

func.func @entry(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %a = call @rec(%c5) : (i32) -> i32
  %b = call @rec(%arg0) : (i32) -> i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// -----

// Unknown ops holding regions: their blocks are entered, their results are
// unknown, constants inside still fold.
func.func @unknown_region(%arg0: i32) -> i32 {
  %0 = "foo.region"() ({
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    "foo.yield"(%s) : (i32) -> ()
  }) : () -> i32
  %c0 = arith.constant 0 : i32
  %r = arith.addi %0, %c0 : i32
  return %r : i32
}

// -----

// Switches and while loops with known flags and conditions.
func.func @switch_while(%arg0: i32) -> (i32, index) {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c1 : i32, [
    default: ^bb1(%arg0 : i32),
    1: ^bb1(%c7 : i32)
  ]
^bb1(%v: i32):
  %false = arith.constant false
  %c4 = arith.constant 4 : index
  %w = scf.while (%i = %c4) : (index) -> index {
    scf.condition(%false) %i : index
  } do {
  ^bb0(%i: index):
    scf.yield %i : index
  }
  return %v, %w : i32, index
}
