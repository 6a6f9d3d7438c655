"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1, f32, tensor<4xf32>, i32, memref<4xf32>) -> (), sym_name = "scf_ops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: tensor<4xf32>, %arg6: i32, %arg7: memref<4xf32>):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg41: index):
      "test.use"(%arg41) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg4, %arg0) ({
    ^bb0(%arg38: index, %arg39: f32, %arg40: index):
      %18 = "arith.addf"(%arg39, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%18, %arg40) : (f32, index) -> ()
    }) : (index, index, index, f32, index) -> (f32, index)
    %1 = "scf.for"(%arg6, %arg6, %arg6, %arg4) ({
    ^bb0(%arg36: i32, %arg37: f32):
      "scf.yield"(%arg37) : (f32) -> ()
    }) : (i32, i32, i32, f32) -> f32
    "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg35: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %2 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
    ^bb0(%arg33: index, %arg34: f32):
      "scf.yield"(%arg34) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "scf.if"(%arg3) ({
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg3) ({
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.op2"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %3 = "scf.if"(%arg3) ({
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      "scf.yield"(%arg4) : (f32) -> ()
    }) : (i1) -> f32
    %4:2 = "scf.if"(%arg3) ({
      "scf.yield"(%arg4, %arg0) : (f32, index) -> ()
    }, {
      "scf.yield"(%arg4, %arg1) : (f32, index) -> ()
    }) : (i1) -> (f32, index)
    %5:2 = "scf.while"(%arg0, %arg4) ({
    ^bb0(%arg31: index, %arg32: f32):
      %17 = "arith.cmpi"(%arg31, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%17, %arg31, %arg32) : (i1, index, f32) -> ()
    }, {
    ^bb0(%arg29: index, %arg30: f32):
      "scf.yield"(%arg29, %arg30) : (index, f32) -> ()
    }) : (index, f32) -> (index, f32)
    %6 = "scf.while"(%arg0) ({
    ^bb0(%arg28: index):
      "scf.condition"(%arg3, %arg4) : (i1, f32) -> ()
    }, {
    ^bb0(%arg27: f32):
      "scf.yield"(%arg0) : (index) -> ()
    }) : (index) -> f32
    "scf.while"() ({
      "scf.condition"(%arg3) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg25: index, %arg26: index):
      "test.use"(%arg25, %arg26) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %7 = "scf.parallel"(%arg0, %arg1, %arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg22: index):
      %15 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.reduce"(%15) ({
      ^bb0(%arg23: f32, %arg24: f32):
        %16 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%16) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %8:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg4, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg17: index):
      "scf.reduce"(%arg4, %arg17) ({
      ^bb0(%arg20: f32, %arg21: f32):
        "scf.reduce.return"(%arg20) : (f32) -> ()
      }, {
      ^bb0(%arg18: index, %arg19: index):
        "scf.reduce.return"(%arg18) : (index) -> ()
      }) : (f32, index) -> ()
    }) : (index, index, index, f32, index) -> (f32, index)
    %9 = "scf.execute_region"() ({
      "scf.yield"(%arg6) : (i32) -> ()
    }) : () -> i32
    %10 = "scf.execute_region"() <{no_inline}> ({
      "scf.yield"(%arg6) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() ({
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"() : () -> ()
    }) : () -> ()
    %11 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      "scf.yield"(%arg4) : (f32) -> ()
    }) : (index) -> f32
    "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %12 = "scf.forall"(%arg1, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%arg14: index, %arg15: index, %arg16: tensor<4xf32>):
      %14 = "tensor.extract_slice"(%arg16, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<1xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%14, %arg16, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<4xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<4xf32>) -> tensor<4xf32>
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg13: index):
      "test.use"(%arg13) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"() <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg12: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %13:2 = "scf.forall"(%arg0, %arg1, %arg2, %arg5, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: -9223372036854775808, 3>, staticUpperBound = array<i64: -9223372036854775808, 10>}> ({
    ^bb0(%arg8: index, %arg9: index, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

