// RUN: mlir-opt -allow-unregistered-dialect %s -control-flow-sink -split-input-file

// Ops used only in a nested region of a branch sink into the branch; ops
// already in a nested region stay.
func.func @nested(%x: i32, %y: i32, %c: i1, %d: i1) {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %x, %y : i32
  scf.if %c {
    "test.use"(%b) : (i32) -> ()
    scf.if %d {
      %t = arith.addi %a, %y : i32
      scf.if %d {
        "test.use"(%t) : (i32) -> ()
      }
      "test.use"(%t) : (i32) -> ()
    }
  }
  return
}

// -----

// Chains sink in order; an op used in both branches stays; effects stop it.
func.func @chains(%x: i32, %c: i1, %m: memref<i32>) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %x : i32
  %both = arith.subi %x, %x : i32
  %l = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %s = arith.addi %b, %both : i32
    %s2 = arith.addi %s, %l : i32
    scf.yield %s2 : i32
  } else {
    scf.yield %both : i32
  }
  return %r : i32
}

// -----

// Cases of index_switch, with a constant index.
func.func @switch(%x: i32, %i: index) -> i32 {
  %c1 = arith.constant 1 : index
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  %r = scf.index_switch %c1 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    scf.yield %b : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// Loops run their body any number of times: nothing sinks into them.
func.func @loop(%x: i32, %lb: index, %ub: index, %st: index) {
  %a = arith.addi %x, %x : i32
  scf.for %i = %lb to %ub step %st {
    "test.use"(%a) : (i32) -> ()
  }
  return
}
