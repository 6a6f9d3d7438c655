// RUN: mlir-opt -allow-unregistered-dialect -convert-scf-to-cf -split-input-file %s

func.func @simple_for(%lb : index, %ub : index, %step : index) {
  scf.for %i = %lb to %ub step %step {
    %c1 = arith.constant 1 : index
    "foo.use"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @unsigned_loop(%arg0 : index, %arg1 : index, %arg2 : index) {
  scf.for unsigned %i0 = %arg0 to %arg1 step %arg2 {
    %c1 = arith.constant 1 : index
  }
  return
}

// -----

func.func @nested_for_if(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : i1) -> f32 {
  %s0 = arith.constant 1.0 : f32
  %r = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%iter = %s0) -> (f32) {
    %result = scf.for %i1 = %arg0 to %arg1 step %arg2 iter_args(%si = %iter) -> (f32) {
      %sn = arith.addf %si, %si : f32
      %x = scf.if %arg3 -> f32 {
        scf.yield %sn : f32
      } else {
        %y = arith.mulf %sn, %sn : f32
        scf.yield %y : f32
      }
      scf.yield %x : f32
    }
    scf.if %arg3 {
      "foo.op"() : () -> ()
    }
    scf.yield %result : f32
  }
  return %r : f32
}

// -----

func.func @while_loop(%arg0: i32, %arg1: i32) -> i64 {
  %0:2 = scf.while (%a = %arg0, %b = %arg1) : (i32, i32) -> (i64, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    %e = arith.extsi %a : i32 to i64
    scf.condition(%c) %e, %b : i64, i32
  } do {
  ^bb0(%x: i64, %y: i32):
    %t = arith.trunci %x : i64 to i32
    %n = arith.addi %t, %y : i32
    scf.yield %n, %y : i32, i32
  }
  return %0#0 : i64
}

// -----

func.func @do_while(%arg0: f32) -> f32 {
  %0 = scf.while (%a = %arg0) : (f32) -> f32 {
    %c = "foo.cond"(%a) : (f32) -> i1
    %n = arith.addf %a, %a : f32
    scf.condition(%c) %n : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return %0 : f32
}

// -----

func.func @execute_region(%arg0: i1) -> i64 {
  %0 = scf.execute_region -> i64 {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i64
    scf.yield %c1 : i64
  ^bb2:
    %c2 = arith.constant 2 : i64
    scf.yield %c2 : i64
  }
  return %0 : i64
}

// -----

func.func @index_switch(%i: index) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 5 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20 : i32
  }
  default {
    %c30 = arith.constant 30 : i32
    scf.yield %c30 : i32
  }
  return %0 : i32
}

// -----

func.func @parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index) {
  %step = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %step) {
    %c1 = arith.constant 1 : index
    "foo.use"(%i0, %i1) : (index, index) -> ()
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduce(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index, %arg5 : f32) -> (f32, i64) {
  %step = arith.constant 1 : index
  %init = arith.constant 42 : i64
  %0:2 = scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %step) init(%arg5, %init) -> (f32, i64) {
    %cf = arith.constant 42.0 : f32
    %ci = "foo.gen"() : () -> i64
    scf.reduce(%cf, %ci : f32, i64) {
    ^bb0(%lhs: f32, %rhs: f32):
      %1 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %1 : f32
    }, {
    ^bb0(%lhs: i64, %rhs: i64):
      %2 = arith.muli %lhs, %rhs : i64
      scf.reduce.return %2 : i64
    }
  }
  return %0#0, %0#1 : f32, i64
}

// -----

func.func @forall(%ub: index) {
  scf.forall (%i, %j) in (%ub, 8) {
    "foo.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

func.func @forall_lb(%lb: index, %ub: index) {
  scf.forall (%i) = (%lb) to (%ub) step (3) {
    "foo.use"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @if_in_unregistered(%c: i1) {
  "foo.region"() ({
    scf.if %c {
      "foo.x"() : () -> ()
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @multi_block_loop_body(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "foo.a"() : () -> ()
      scf.yield
    ^bb2:
      "foo.b"() : () -> ()
      scf.yield
    }
  }
  return
}

// -----

func.func @constant_if() -> i32 {
  %true = arith.constant true
  %0 = scf.if %true -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

module {
  func.func @in_module(%c: i1) {
    scf.if %c {
      "foo.x"() : () -> ()
    }
    return
  }
  func.func @second(%lb: index, %ub: index) {
    %c1 = arith.constant 1 : index
    scf.for %i = %lb to %ub step %c1 {
      "foo.y"(%i) : (index) -> ()
    }
    return
  }
}

// -----

func.func @f(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    "foo.y"(%i) : (index) -> ()
  } {foo.attr = 1 : i32, llvm.loop_annotation = 3}
  scf.if %c {
    "foo.x"() : () -> ()
  } {foo.z}
  scf.while : () -> () {
    %x = "foo.c"() : () -> i1
    scf.condition(%x)
  } do {
    "foo.w"() : () -> ()
    scf.yield
  } attributes {foo.w}
  return
}

// -----

func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
