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

// -----

// scf.for with side effect using the induction variable
func.func @for_effect(%lb: index, %ub: index, %step: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (i32) {
    memref.store %a, %m[%i] : memref<?xi32>
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return
}

// -----

// scf.for pure, dead results: erased
func.func @for_dead(%lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (i32) {
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return
}

// -----

// scf.if with results, some dead
func.func @if_results(%c: i1, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.constant 1 : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %x : i32, i32
  } else {
    %y = arith.constant 2 : i32
    %z = arith.constant 3 : i32
    scf.yield %y, %z : i32, i32
  }
  return %r#1 : i32
}

// -----

// scf.if without else and side effects
func.func @if_noelse(%c: i1, %m: memref<i32>, %v: i32) {
  %dead = arith.addi %v, %v : i32
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  return
}

// -----

// scf.if constant condition
func.func @if_const(%m: memref<i32>, %v: i32) {
  %false = arith.constant false
  %w = arith.addi %v, %v : i32
  scf.if %false {
    memref.store %w, %m[] : memref<i32>
  }
  return
}

// -----

// scf.while with all results live
func.func @while_live(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// -----

// scf.index_switch partially dead
func.func @switch(%i: index, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = arith.constant 0 : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %a : i32, i32
  }
  case 1 {
    %b = arith.constant 1 : i32
    scf.yield %b, %b : i32, i32
  }
  default {
    %c = arith.constant 2 : i32
    scf.yield %c, %c : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.execute_region
func.func @exec(%m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.constant 0 : i32
    %b = arith.constant 1 : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %b : i32, i32
  }
  return %r#1 : i32
}

// -----

// nested loops
func.func @nested(%lb: index, %ub: index, %step: index, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %c0, %b = %c0) -> (i32, i32) {
    %s:2 = scf.for %j = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (i32, i32) {
      %x2 = arith.addi %x, %x : i32
      %y2 = arith.addi %y, %x : i32
      memref.store %x2, %m[%j] : memref<?xi32>
      scf.yield %x2, %y2 : i32, i32
    }
    scf.yield %s#0, %s#1 : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.forall and scf.parallel
func.func @parallel(%n: index, %m: memref<?xi32>, %t: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %dead = arith.addi %v, %v : i32
    memref.store %v, %m[%i] : memref<?xi32>
    scf.reduce
  }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xi32>) {
    %e = tensor.extract %o[%i] : tensor<?xi32>
    scf.forall.in_parallel {
    }
  }
  return %t : tensor<?xi32>
}

// -----

// scf.parallel with reduction
func.func @reduce(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %z) -> (i32, i32) {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0 : i32
}

// -----

// affine.for with iter_args
func.func @affine_for(%m: memref<10xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %cst, %b = %cst) -> (f32, f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    %a2 = arith.addf %a, %v : f32
    %b2 = arith.mulf %b, %v : f32
    affine.yield %a2, %b2 : f32, f32
  }
  return %r#0 : f32
}

// -----

// affine.if with results
func.func @affine_if(%i: index, %m: memref<10xf32>) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %r:2 = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> (f32, f32) {
    affine.store %c1, %m[%i] : memref<10xf32>
    affine.yield %c1, %c2 : f32, f32
  } else {
    affine.yield %c2, %c1 : f32, f32
  }
  return %r#1 : f32
}

// -----

// affine.for dead
func.func @affine_dead(%m: memref<10xf32>) {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%a = %cst) -> (f32) {
    %a2 = arith.addf %a, %a : f32
    affine.yield %a2 : f32
  }
  return
}

// -----

// scf.forall forwards its shared outputs to the body; scf.parallel forwards nothing.
func.func @f1(%t: tensor<8xf32>, %m: memref<8xindex>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    memref.store %i, %m[%i] : memref<8xindex>
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
func.func @f2(%t: tensor<8xf32>, %m: memref<8xindex>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    %e = tensor.extract %o[%i] : tensor<8xf32>
    "foo.use"(%e) : (f32) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
func.func @f3(%t: tensor<8xf32>, %n: index, %m: memref<8xindex>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<8xf32> {
    memref.store %i, %m[%i] : memref<8xindex>
    scf.forall.in_parallel {
    }
  }
  return
}
func.func @p1(%n: index, %m: memref<8xindex>, %z: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> i32 {
    memref.store %i, %m[%i] : memref<8xindex>
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %z : i32
}
