// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @execute_region_single(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %0 = scf.execute_region -> i32 {
    %x = "test.val"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  "test.after"(%0) : (i32) -> ()
  return %0 : i32
}

// -----

func.func @execute_region_multi(%c: i1) -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = "test.val2"() : () -> i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z : i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}

// -----

func.func @execute_region_multi_yield(%c: i1) -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    scf.yield %x : i64
  ^bb2:
    %y = "test.val2"() : () -> i64
    scf.yield %y : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}

// -----

func.func @execute_region_no_inline(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32) {
  %0:3 = scf.execute_region -> (i32, i32, i32) no_inline {
    %x = "test.foo"() : () -> i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %a, %a : i32, i32, i32
  ^bb2:
    %y = "test.bar"() : () -> i32
    scf.yield %y, %a, %b : i32, i32, i32
  }
  %1 = scf.execute_region -> i32 no_inline {
    %x = "test.baz"() : () -> i32
    scf.yield %x : i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// -----

func.func @execute_region_in_loop(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    %0 = scf.execute_region -> i32 {
      %x = "test.foo"() : () -> i32
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %x : i32
    ^bb2:
      %y = "test.bar"() : () -> i32
      scf.yield %y : i32
    }
    "test.use"(%0) : (i32) -> ()
  }
  return
}

// -----

func.func @for_zero_trip(%a: i32) -> i32 {
  %c10 = arith.constant 10 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c10 to %c5 step %c1 iter_args(%x = %a) -> i32 {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

func.func @for_same_bounds(%lb: index, %s: index, %a: i32) -> i32 {
  %0 = scf.for %i = %lb to %lb step %s iter_args(%x = %a) -> i32 {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

func.func @for_one_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = scf.for %i = %c0 to %c4 step %c8 iter_args(%x = %a) -> i32 {
    %y = "test.op"(%i, %x) : (index, i32) -> i32
    scf.yield %y : i32
  }
  "test.consume"(%0) : (i32) -> ()
  return %0 : i32
}

// -----

func.func @for_nsw_one_trip(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    "test.consume"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @for_nuw_unsigned(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ub = arith.addi %lb, %c2 overflow<nuw> : i32
  scf.for unsigned %i = %lb to %ub step %c2 : i32 {
    "test.consume"(%i) : (i32) -> ()
  }
  %ub2 = arith.addi %lb, %c2 overflow<nsw> : i32
  scf.for unsigned %i = %lb to %ub2 step %c2 : i32 {
    "test.consume2"(%i) : (i32) -> ()
  }
  return
}

// -----

func.func @for_unsigned_bounds() {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %c100 = arith.constant 100 : i8
  scf.for unsigned %i = %c0 to %cm1 step %c100 : i8 {
    "test.unsigned"(%i) : (i8) -> ()
  }
  scf.for %i = %c0 to %cm1 step %c100 : i8 {
    "test.signed"(%i) : (i8) -> ()
  }
  return
}

// -----

func.func @for_empty_multi_trip(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @for_iter_args(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0:4 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %c, %w = %a) -> (i32, i32, i32, i32) {
    %n = "test.op"(%z) : (i32) -> i32
    scf.yield %x, %b, %n, %w : i32, i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// -----

func.func @for_dup_iter_args(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = "test.op"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @for_tensor_cast(%t: tensor<32x1024xf32>, %lb: index, %ub: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%it = %0) -> (tensor<?x?xf32>) {
    %2 = "test.do"(%it) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}

// -----

func.func @if_static(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> i32 {
    %x = "test.then"() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %y = "test.else"() : () -> i32
    scf.yield %y : i32
  }
  scf.if %false {
    "test.never"() : () -> ()
  }
  return %0, %1 : i32, i32
}

// -----

func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.then"() : () -> i32
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    %y = "test.else"() : () -> i32
    scf.yield %b, %y, %b : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// -----

func.func @if_unused_results(%c: i1) -> i32 {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.then"() : () -> i32
    %x2 = "test.then2"() : () -> i32
    scf.yield %x, %x2, %x : i32, i32, i32
  } else {
    %y = "test.else"() : () -> i32
    scf.yield %y, %y, %y : i32, i32, i32
  }
  return %0#1 : i32
}

// -----

func.func @if_cond_prop(%c: i1) {
  scf.if %c {
    "test.then"(%c) : (i1) -> ()
    scf.if %c {
      "test.nested"(%c) : (i1) -> ()
    }
  } else {
    "test.else"(%c) : (i1) -> ()
  }
  "test.after"(%c) : (i1) -> ()
  return
}

// -----

func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  return
}

// -----

func.func @if_nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.inner"() : () -> ()
    }
  }
  return
}

// -----

func.func @if_nested_yield(%a: i1, %b: i1, %v: i32, %w: i32) -> (i32, i32) {
  %0:2 = scf.if %a -> (i32, i32) {
    %1 = scf.if %b -> i32 {
      %x = "test.inner"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %1, %v : i32, i32
  } else {
    scf.yield %w, %w : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @if_combine(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %1 = scf.if %c -> i32 {
    %x = "test.c"(%0) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"(%0) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// -----

func.func @if_combine_not(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}

// -----

func.func @if_swap(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  return
}

// -----

func.func @if_cond_results(%c: i1, %d: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, i32) {
    %x = "test.a"() : () -> i32
    scf.yield %true, %false, %x : i1, i1, i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %false, %true, %y : i1, i1, i32
  }
  "test.use"(%0#2) : (i32) -> ()
  return %0#0, %0#1 : i1, i1
}

// -----

func.func @index_switch(%a: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "test.two"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  %1 = scf.index_switch %c7 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.default"() : () -> i32
    scf.yield %x : i32
  }
  return %0, %1 : i32, i32
}

// -----

func.func @index_switch_dead(%i: index, %a: i32) -> i32 {
  %0:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  default {
    %x = "test.default"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  return %0#1 : i32
}

// -----

func.func @while_truth(%a: i32) -> i32 {
  %0 = scf.while (%w = %a) : (i32) -> i32 {
    %c = "test.cond"(%w) : (i32) -> i1
    scf.condition(%c) %w : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  %1:2 = scf.while (%w = %a) : (i32) -> (i1, i32) {
    %c = "test.cond"(%w) : (i32) -> i1
    scf.condition(%c) %c, %w : i1, i32
  } do {
  ^bb0(%b: i1, %p: i32):
    %n = "test.next"(%b, %p) : (i1, i32) -> i32
    scf.yield %n : i32
  }
  return %1#1 : i32
}

// -----

func.func @while_cmp(%a: i32, %b: i32) {
  %0 = scf.while (%w = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %w, %b : i32
    scf.condition(%c) %w : i32
  } do {
  ^bb0(%p: i32):
    %x = arith.cmpi slt, %p, %b : i32
    %y = arith.cmpi sge, %p, %b : i32
    %z = arith.cmpi eq, %p, %b : i32
    %n = "test.next"(%p, %x, %y, %z) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return
}

// -----

func.func @while_invariants(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.while (%w = %a, %v = %b) : (i32, i32) -> (i32, i32, i32) {
    %c = "test.cond"(%w) : (i32) -> i1
    scf.condition(%c) %w, %v, %a : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %r: i32):
    %n = "test.next"(%p, %r) : (i32, i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// -----

func.func @while_align(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%w = %a, %v = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%w, %v) : (i32, i32) -> i1
    scf.condition(%c) %v, %w : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n:2 = "test.next"(%p, %q) : (i32, i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @while_unused(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%w = %a, %v = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%w) : (i32) -> i1
    %x = "test.val"() : () -> i32
    scf.condition(%c) %w, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0 : i32
}

// -----

func.func @while_move_if_down(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%w = %a) : (i32) -> i32 {
    %c = "test.cond"(%w) : (i32) -> i1
    %r = scf.if %c -> i32 {
      %x = "test.then"(%w, %b) : (i32, i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

func.func @parallel_dims(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j, %k) = (%c0, %a, %c0) to (%c1, %b, %c3) step (%c1, %c1, %c1) {
    "test.body"(%i, %j, %k) : (index, index, index) -> ()
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    "test.single"(%i) : (index) -> ()
    scf.reduce
  }
  scf.parallel (%i) = (%c3) to (%c1) step (%c1) {
    "test.zero"(%i) : (index) -> ()
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduce(%init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%init) -> f32 {
    %x = "test.val"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = "test.combine"(%l, %r) : (f32, f32) -> f32
      scf.reduce.return %s : f32
    }
  }
  return %0 : f32
}

// -----

func.func @parallel_nested(%a: index, %b: index, %s: index) {
  scf.parallel (%i) = (%a) to (%b) step (%s) {
    scf.parallel (%j) = (%a) to (%b) step (%s) {
      "test.body"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
// -----

func.func @forall_const_iv(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %0 = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> tensor<8xf32> {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %0 : tensor<8xf32>
}

// -----

func.func @g(%t: tensor<8xf32>, %n: index, %s: tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t, %p = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// The slice is inserted at a static offset: an offset of the induction
// variable would take tensor.insert_slice's folders, which rmlir lacks.
func.func @promote(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %c4 = arith.constant 4 : index
  %0 = scf.forall (%i) = (%c4) to (5) step (1) shared_outs(%o = %t) -> tensor<8xf32> {
    "test.use"(%i) : (index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[2] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

// -----

func.func @zero(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (0) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

// -----

func.func @dim(%t: tensor<?xf32>, %n: index, %s: tensor<1xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  "test.use"(%0) : (tensor<?xf32>) -> ()
  return %d : index
}

// -----

func.func @cast(%t: tensor<8xf32>, %n: index, %s: tensor<1xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %c) -> tensor<?xf32> {
    "test.use"(%o) : (tensor<?xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %0 : tensor<?xf32>
}

// -----

func.func @control(%t: tensor<8xf32>, %s: tensor<1xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = scf.forall (%i) = (%c0) to (%n) step (%c2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}
