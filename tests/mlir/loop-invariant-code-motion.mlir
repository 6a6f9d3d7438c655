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

// -----

// Nested loops: inner ones first, then what they hoisted moves further.
// Loops stepping by 1 are speculatable; others are not.
func.func @nested(%a: index, %b: index, %m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %s = arith.addi %a, %b : index
      %t = arith.addi %s, %i : index
      %u = arith.muli %s, %s : index
      "test.use"(%t, %u) : (index, index) -> ()
    }
    scf.for %j = %c0 to %c10 step %c1 {
      %s = arith.addi %a, %b : index
    }
    scf.for %j = %c0 to %c10 step %c2 {
      %s = arith.addi %a, %b : index
    }
    affine.for %j = 0 to 10 step 2 {
    }
    affine.for %j = 0 to 10 {
    }
    %v = memref.load %m[%c0] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// Divisions: only by constants that cannot trap.
func.func @div(%n: i32, %lb: index, %ub: index, %st: index, %v: vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %cm7 = arith.constant -7 : i32
  %s = arith.constant dense<3> : vector<2xi32>
  %mixed = arith.constant dense<[3, -3]> : vector<2xi32>
  %pos = arith.constant dense<[3, 4]> : vector<2xi32>
  scf.for %i = %lb to %ub step %st {
    %a = arith.divui %n, %c0 : i32
    %b = arith.divui %n, %c5 : i32
    %c = arith.divsi %n, %cm1 : i32
    %d = arith.divsi %n, %cm7 : i32
    %e = arith.ceildivsi %n, %c5 : i32
    %f = arith.ceildivui %n, %cm1 : i32
    %g = arith.divsi %v, %s : vector<2xi32>
    %h = arith.divsi %v, %mixed : vector<2xi32>
    %k = arith.divsi %v, %pos : vector<2xi32>
    %l = arith.divui %n, %n : i32
    "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %k, %l) : (i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, i32) -> ()
  }
  return
}
