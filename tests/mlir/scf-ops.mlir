// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
func.func @std_for(%arg0 : index, %arg1 : index, %arg2 : index) {
  scf.for %i0 = %arg0 to %arg1 step %arg2 {
    scf.for %i1 = %arg0 to %arg1 step %arg2 {
      %min_cmp = arith.cmpi slt, %i0, %i1 : index
      %min = arith.select %min_cmp, %i0, %i1 : index
      %max_cmp = arith.cmpi sge, %i0, %i1 : index
      %max = arith.select %max_cmp, %i0, %i1 : index
      scf.for %i2 = %min to %max step %i1 {
      }
    }
  }
  return
}
// -----
func.func @std_if(%arg0: i1, %arg1: f32) {
  scf.if %arg0 {
    %0 = arith.addf %arg1, %arg1 : f32
  }
  return
}
// -----
func.func @std_if_else(%arg0: i1, %arg1: f32) {
  scf.if %arg0 {
    %0 = arith.addf %arg1, %arg1 : f32
  } else {
    %1 = arith.addf %arg1, %arg1 : f32
  }
  return
}
// -----
func.func @std_parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index,
                        %arg3 : index, %arg4 : index) {
  %step = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3)
                                          step (%arg4, %step) {
    %min_cmp = arith.cmpi slt, %i0, %i1 : index
    %min = arith.select %min_cmp, %i0, %i1 : index
    %max_cmp = arith.cmpi sge, %i0, %i1 : index
    %max = arith.select %max_cmp, %i0, %i1 : index
    %zero = arith.constant 0.0 : f32
    %int_zero = arith.constant 0 : i32
    %red:2 = scf.parallel (%i2) = (%min) to (%max) step (%i1)
                                      init (%zero, %int_zero) -> (f32, i32) {
      %one = arith.constant 1.0 : f32
      %two = arith.constant 2 : i32
      scf.reduce(%one, %two : f32, i32) {
        ^bb0(%lhs : f32, %rhs: f32):
          %res = arith.addf %lhs, %rhs : f32
          scf.reduce.return %res : f32
      }, {
        ^bb0(%lhs : i32, %rhs: i32):
          %res = arith.muli %lhs, %rhs : i32
          scf.reduce.return %res : i32
      }
    }
  }
  return
}
// -----
func.func @parallel_explicit_yield(
    %arg0: index, %arg1: index, %arg2: index) {
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    scf.reduce
  }
  return
}
// -----
func.func @std_if_yield(%arg0: i1, %arg1: f32)
{
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %x_true = arith.addf %arg1, %arg1 : f32
    %y_true = arith.subf %arg1, %arg1 : f32
    scf.yield %x_true, %y_true : f32, f32
  } else {
    %x_false = arith.addf %arg1, %arg1 : f32
    %y_false = arith.subf %arg1, %arg1 : f32
    scf.yield %x_false, %y_false : f32, f32
  }
  return
}
// -----
func.func @std_for_yield(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %result = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %s0) -> (f32) {
    %sn = arith.addf %si, %si : f32
    scf.yield %sn : f32
  }
  return
}
// -----
func.func @std_for_yield_multi(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1 : i32
  %u0 = arith.constant 1.0 : f32
  %result1:3 = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %s0, %ti = %t0, %ui = %u0) -> (f32, i32, f32) {
    %sn = arith.addf %si, %si : f32
    %tn = arith.addi %ti, %ti : i32
    %un = arith.subf %ui, %ui : f32
    scf.yield %sn, %tn, %un : f32, i32, f32
  }
  return
}
// -----
func.func @conditional_reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = arith.constant 0.0 : f32
  %c0 = arith.constant 0.0 : f32
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = "test.load"(%buffer, %iv) : (memref<1024xf32>, index) -> f32
    %cond = arith.cmpf ugt, %t, %c0 : f32
    %sum_next = scf.if %cond -> (f32) {
      %new_sum = arith.addf %sum_iter, %t : f32
      scf.yield %new_sum : f32
    } else {
      scf.yield %sum_iter : f32
    }
    scf.yield %sum_next : f32
  }
  return %sum : f32
}
// -----
func.func @while(%arg0: f32) {
  %0 = scf.while (%arg1 = %arg0) : (f32) -> f32 {
    %condition = arith.constant true
    scf.condition(%condition) %arg1 : f32
  } do {
  ^bb0(%arg2: f32):
    %next = arith.addf %arg2, %arg2 : f32
    scf.yield %next : f32
  }
  %1:2 = scf.while (%arg3 = %arg0, %arg4 = %0) : (f32, f32) -> (i64, f32) {
    %2 = arith.constant 42 : i64
    %c = arith.constant false
    scf.condition(%c) %2, %arg4 : i64, f32
  } do {
  ^bb0(%arg5: i64, %arg6: f32):
    scf.yield %arg0, %arg6 : f32, f32
  } attributes {foo="bar"}
  return
}
// -----
func.func @infinite_while() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @execute_region() -> i64 {
  %res = scf.execute_region -> i64 {
    %c1 = arith.constant 1 : i64
    scf.yield %c1 : i64
  }
  %res2:2 = scf.execute_region -> (i64, i64) {
    %c1 = arith.constant 1 : i64
    scf.yield %c1, %c1 : i64, i64
  }
  %c = "test.cmp"() : () -> i1
  %res3 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i32
    cf.br ^bb3(%c1 : i32)
  ^bb2:
    %c2 = arith.constant 2 : i32
    cf.br ^bb3(%c2 : i32)
  ^bb3(%x : i32):
    scf.yield %x : i32
  }
  scf.execute_region {
    "test.foo"() : () -> ()
    scf.yield
  }
  return %res : i64
}
// -----
func.func @normalized_forall(%num_threads: index, %out: tensor<100xf32>) -> tensor<100xf32> {
  %result = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> tensor<100xf32> {
      scf.forall.in_parallel {
      }
  }
  return %result : tensor<100xf32>
}
// -----
func.func @explicit_loop_bounds_forall(%lb: index, %ub: index, %step: index, %out: tensor<100xf32>) -> tensor<100xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %result = scf.forall (%i) = (%lb) to (%ub) step (%step) shared_outs(%o = %out) -> tensor<100xf32> {
      scf.forall.in_parallel {
      }
  }
  %r2 = scf.forall (%i) = (%c0) to (%ub) step (%c1) shared_outs(%o = %out) -> tensor<100xf32> {
      scf.forall.in_parallel {
      }
  }
  scf.forall (%i, %j) = (%c0, 0) to (%ub, 7) step (%c1, 1) {
  }
  return %result : tensor<100xf32>
}
// -----
func.func @switch(%arg0: index) -> i32 {
  %0 = scf.index_switch %arg0 -> i32
  case 2 {
    %c10_i32 = arith.constant 10 : i32
    scf.yield %c10_i32 : i32
  }
  case 5 {
    %c20_i32 = arith.constant 20 : i32
    scf.yield %c20_i32 : i32
  }
  default {
    %c30_i32 = arith.constant 30 : i32
    scf.yield %c30_i32 : i32
  }
  scf.index_switch %arg0
  default {
    scf.yield
  }
  scf.index_switch %arg0
  case -1 {
    scf.yield
  }
  default {
  }
  return %0 : i32
}
// -----
func.func @for_i32(%arg0: i32, %arg1: i64) {
  scf.for %i = %arg0 to %arg0 step %arg0 : i32 {
  }
  %r = scf.for unsigned %i = %arg1 to %arg1 step %arg1 iter_args(%a = %arg1) -> (i64) : i64 {
    scf.yield %i : i64
  } {attr = 1}
  scf.for %i = %arg0 to %arg0 step %arg0 : i32 {
    "test.foo"() : () -> ()
  } {attr2}
  return
}
// -----
func.func @if_attrs(%c: i1) {
  scf.if %c {
  } {foo}
  scf.if %c {
  } else {
  } {foo}
  %0 = scf.execute_region -> i32 no_inline {
    %x = "test.x"() : () -> i32
    scf.yield %x : i32
  } {bar}
  return
}
// -----
func.func @f(%a: index, %t: tensor<4xf32>, %u: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.forall (%i, %j) = (%c0, 0) to (%a, 8) step (%c1, 1) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<?xf32>) {
    scf.forall.in_parallel {
    } {inpar}
  } {mapping = [#gpu.thread<x>, #gpu.block<y>], other = 3}
  %s = scf.forall (%i) = (%c0) to (%a) step (%c2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) in (10) {
    "test.body"(%i) : (index) -> ()
  } {mapping = []}
  scf.forall (%i) = (1) to (10) step (-1) {
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<?xf32>
}
// -----
func.func @g(%a: index, %x: i32) -> i32 {
  %w = scf.while : () -> i32 {
    %c = "test.c"() : () -> i1
    %v = "test.v"() : () -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%y: i32):
    "test.use"(%y) : (i32) -> ()
    scf.yield
  }
  %w2:2 = scf.while (%p = %x, %q = %a) : (i32, index) -> (index, i32) {
    %c = "test.c"() : () -> i1
    scf.condition(%c) %q, %p : index, i32
  } do {
  ^bb0(%y: index, %z: i32):
    scf.yield %z, %y : i32, index
  }
  %sw:2 = scf.index_switch %a {sw} -> i32, index
  case -5 {
    scf.yield %x, %a : i32, index
  }
  case 9223372036854775806 {
    scf.yield %x, %a : i32, index
  }
  default {
    scf.yield %x, %a : i32, index
  }
  scf.parallel (%i, %j) = (%a, %a) to (%a, %a) step (%a, %a) {
    "test.body"() : () -> ()
  } {par}
  %p = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    } {red}
  }
  return %w : i32
}
// -----
func.func @h(%a: index, %c: i1, %x: i32) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%p = %x, %q = %c) -> (i32, i1) {
    %y = scf.if %q -> i32 {
      scf.yield %p : i32
    } else {
      %z = scf.execute_region -> i32 {
        scf.yield %p : i32
      }
      scf.yield %z : i32
    }
    scf.yield %y, %q : i32, i1
  }
  scf.for %i = %a to %a step %a {
    scf.for %j = %i to %a step %i {
      scf.if %c {
        "test.a"() : () -> ()
      } else {
        "test.b"() : () -> ()
      }
    }
  }
  scf.if %c {
    scf.yield {attr}
  }
  scf.for %i = %a to %a step %a {
    scf.yield {attr}
  }
  return
}
