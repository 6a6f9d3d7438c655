func.func @scf_ops(%lb: index, %ub: index, %st: index, %c: i1, %f: f32, %t: tensor<4xf32>, %i32: i32, %m: memref<4xf32>) {
  scf.for %i = %lb to %ub step %st {
    "test.use"(%i) : (index) -> ()
  }
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %f, %b = %lb) -> (f32, index) {
    %n = arith.addf %a, %a : f32
    scf.yield %n, %b : f32, index
  }
  %ri = scf.for %i = %i32 to %i32 step %i32 iter_args(%a = %f) -> (f32) : i32 {
    scf.yield %a : f32
  }
  scf.for unsigned %i = %lb to %ub step %st {
  }
  %r1 = scf.for %i = %lb to %ub step %st iter_args(%a = %f) -> f32 {
    scf.yield %a : f32
  }
  scf.if %c {
    "test.op"() : () -> ()
  }
  scf.if %c {
    "test.op"() : () -> ()
  } else {
    "test.op2"() : () -> ()
  }
  %x = scf.if %c -> (f32) {
    scf.yield %f : f32
  } else {
    scf.yield %f : f32
  }
  %y:2 = scf.if %c -> (f32, index) {
    scf.yield %f, %lb : f32, index
  } else {
    scf.yield %f, %ub : f32, index
  }
  %w:2 = scf.while (%arg = %lb, %q = %f) : (index, f32) -> (index, f32) {
    %cond = arith.cmpi slt, %arg, %ub : index
    scf.condition(%cond) %arg, %q : index, f32
  } do {
  ^bb0(%a2: index, %b2: f32):
    scf.yield %a2, %b2 : index, f32
  }
  %w2 = scf.while (%arg = %lb) : (index) -> f32 {
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%a2: f32):
    scf.yield %lb : index
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    %e = arith.constant 1.0 : f32
    scf.reduce(%e : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  %p2:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f, %lb) -> (f32, index) {
    scf.reduce(%f, %i : f32, index) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: index, %rr: index):
      scf.reduce.return %l : index
    }
  }
  %e = scf.execute_region -> i32 {
    scf.yield %i32 : i32
  }
  %e2 = scf.execute_region -> i32 no_inline {
    scf.yield %i32 : i32
  }
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %f : f32
  }
  case 5 {
    scf.yield %f : f32
  }
  default {
    scf.yield %f : f32
  }
  scf.index_switch %lb
  default {
  }
  %fa = scf.forall (%i, %j) in (4, %ub) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %sl = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sl into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) in (8) {
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i, %j) = (%lb, 0) to (%ub, 10) step (%st, 3) shared_outs(%o = %t, %o2 = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}
