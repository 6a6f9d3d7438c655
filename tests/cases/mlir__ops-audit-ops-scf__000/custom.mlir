module {
  func.func @scf_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: tensor<4xf32>, %arg6: i32, %arg7: memref<4xf32>) {
    scf.for %arg8 = %arg0 to %arg1 step %arg2 {
      "test.use"(%arg8) : (index) -> ()
    }
    %0:2 = scf.for %arg8 = %arg0 to %arg1 step %arg2 iter_args(%arg9 = %arg4, %arg10 = %arg0) -> (f32, index) {
      %14 = arith.addf %arg9, %arg9 : f32
      scf.yield %14, %arg10 : f32, index
    }
    %1 = scf.for %arg8 = %arg6 to %arg6 step %arg6 iter_args(%arg9 = %arg4) -> (f32)  : i32 {
      scf.yield %arg9 : f32
    }
    scf.for unsigned %arg8 = %arg0 to %arg1 step %arg2 {
    }
    %2 = scf.for %arg8 = %arg0 to %arg1 step %arg2 iter_args(%arg9 = %arg4) -> (f32) {
      scf.yield %arg9 : f32
    }
    scf.if %arg3 {
      "test.op"() : () -> ()
    }
    scf.if %arg3 {
      "test.op"() : () -> ()
    } else {
      "test.op2"() : () -> ()
    }
    %3 = scf.if %arg3 -> (f32) {
      scf.yield %arg4 : f32
    } else {
      scf.yield %arg4 : f32
    }
    %4:2 = scf.if %arg3 -> (f32, index) {
      scf.yield %arg4, %arg0 : f32, index
    } else {
      scf.yield %arg4, %arg1 : f32, index
    }
    %5:2 = scf.while (%arg8 = %arg0, %arg9 = %arg4) : (index, f32) -> (index, f32) {
      %14 = arith.cmpi slt, %arg8, %arg1 : index
      scf.condition(%14) %arg8, %arg9 : index, f32
    } do {
    ^bb0(%arg8: index, %arg9: f32):
      scf.yield %arg8, %arg9 : index, f32
    }
    %6 = scf.while (%arg8 = %arg0) : (index) -> f32 {
      scf.condition(%arg3) %arg4 : f32
    } do {
    ^bb0(%arg8: f32):
      scf.yield %arg0 : index
    }
    scf.while : () -> () {
      scf.condition(%arg3)
    } do {
      scf.yield
    }
    scf.parallel (%arg8, %arg9) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      "test.use"(%arg8, %arg9) : (index, index) -> ()
      scf.reduce 
    }
    %7 = scf.parallel (%arg8) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
      %cst = arith.constant 1.000000e+00 : f32
      scf.reduce(%cst : f32) {
      ^bb0(%arg9: f32, %arg10: f32):
        %14 = arith.addf %arg9, %arg10 : f32
        scf.reduce.return %14 : f32
      }
    }
    %8:2 = scf.parallel (%arg8) = (%arg0) to (%arg1) step (%arg2) init (%arg4, %arg0) -> (f32, index) {
      scf.reduce(%arg4, %arg8 : f32, index) {
      ^bb0(%arg9: f32, %arg10: f32):
        scf.reduce.return %arg9 : f32
      }, {
      ^bb0(%arg9: index, %arg10: index):
        scf.reduce.return %arg9 : index
      }
    }
    %9 = scf.execute_region -> i32 {
      scf.yield %arg6 : i32
    }
    %10 = scf.execute_region -> i32 no_inline {
      scf.yield %arg6 : i32
    }
    scf.execute_region {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      scf.yield
    }
    %11 = scf.index_switch %arg0 -> f32 
    case 2 {
      scf.yield %arg4 : f32
    }
    case 5 {
      scf.yield %arg4 : f32
    }
    default {
      scf.yield %arg4 : f32
    }
    scf.index_switch %arg0 
    default {
    }
    %12 = scf.forall (%arg8, %arg9) in (4, %arg1) shared_outs(%arg10 = %arg5) -> (tensor<4xf32>) {
      %extracted_slice = tensor.extract_slice %arg10[%arg8] [1] [1] : tensor<4xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg10[%arg8] [1] [1] : tensor<1xf32> into tensor<4xf32>
      }
    }
    scf.forall (%arg8) = (0) to (%arg1) step (2) {
      "test.use"(%arg8) : (index) -> ()
    }
    scf.forall (%arg8) in (8) {
    } {mapping = [#gpu.thread<x>]}
    %13:2 = scf.forall (%arg8, %arg9) = (%arg0, 0) to (%arg1, 10) step (%arg2, 3) shared_outs(%arg10 = %arg5, %arg11 = %arg5) -> (tensor<4xf32>, tensor<4xf32>) {
      scf.forall.in_parallel {
      }
    }
    return
  }
}

