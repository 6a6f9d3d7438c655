// RUN: mlir-opt -allow-unregistered-dialect %s -loop-invariant-code-motion -split-input-file

// Both regions of scf.while; scf.parallel, scf.forall, affine loops.
func.func @while(%a: i32, %b: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %s = arith.addi %a, %b : i32
    %c = arith.cmpi slt, %x, %s : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %t = arith.muli %a, %b : i32
    %u = arith.addi %y, %t : i32
    scf.yield %u : i32
  }
  return
}

func.func @loops(%a: index, %b: index) {
  scf.parallel (%i) = (%a) to (%b) step (%a) {
    %s = arith.addi %a, %b : index
    "test.use"(%s) : (index) -> ()
  }
  scf.forall (%i) in (%a) {
    %s = arith.addi %a, %b : index
    "test.use"(%s) : (index) -> ()
  }
  affine.parallel (%i) = (0) to (10) {
    %s = arith.addi %a, %b : index
    "test.use"(%s) : (index) -> ()
  }
  affine.for %i = 0 to 10 {
    %s = arith.addi %a, %b : index
    "test.use"(%s) : (index) -> ()
  }
  return
}

