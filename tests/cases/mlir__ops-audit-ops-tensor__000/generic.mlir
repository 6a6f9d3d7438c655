"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, index, tensor<*xf32>, tensor<?x?xf32>, f32, i32, tensor<2x1xindex>) -> tensor<4x8xf32>, sym_name = "tensor_ops"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: index, %arg2: tensor<*xf32>, %arg3: tensor<?x?xf32>, %arg4: f32, %arg5: i32, %arg6: tensor<2x1xindex>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.empty"() : () -> tensor<4xf32>
    %3 = "tensor.empty"(%arg1, %arg1) : (index, index) -> tensor<?x5x?xf32>
    %4 = "tensor.empty"() : () -> tensor<4xf32, "enc">
    %5 = "tensor.cast"(%arg3) : (tensor<?x?xf32>) -> tensor<4x?xf32>
    %6 = "tensor.cast"(%arg0) : (tensor<4x8xf32>) -> tensor<*xf32>
    %7 = "tensor.dim"(%arg3, %1) : (tensor<?x?xf32>, index) -> index
    %8 = "tensor.dim"(%arg2, %1) : (tensor<*xf32>, index) -> index
    %9 = "tensor.rank"(%arg0) : (tensor<4x8xf32>) -> index
    %10 = "tensor.extract"(%arg0, %0, %1) : (tensor<4x8xf32>, index, index) -> f32
    %11 = "tensor.extract"(%2, %0) : (tensor<4xf32>, index) -> f32
    %12 = "tensor.insert"(%arg4, %arg3, %0, %1) : (f32, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %13 = "tensor.from_elements"(%arg5, %arg5, %arg5, %arg5) : (i32, i32, i32, i32) -> tensor<2x2xi32>
    %14 = "tensor.from_elements"(%arg4) : (f32) -> tensor<f32>
    %15 = "tensor.extract_slice"(%arg3, %0, %arg1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x2xf32>
    %16 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>) -> tensor<8xf32>
    %17 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> {attr} : (tensor<4x8xf32>) -> tensor<1x8xf32>
    %18 = "tensor.insert_slice"(%15, %arg3, %0, %arg1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<?x2xf32>, tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
    %19 = "tensor.insert_slice"(%16, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %20 = "tensor.generate"(%arg1, %arg1) ({
    ^bb0(%arg13: index, %arg14: index, %arg15: index):
      %38 = "arith.addi"(%arg13, %arg14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %39 = "arith.index_cast"(%38) : (index) -> i32
      "tensor.yield"(%39) : (i32) -> ()
    }) : (index, index) -> tensor<?x3x?xi32>
    %21 = "tensor.pad"(%arg3, %0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 2, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 1>}> ({
    ^bb0(%arg11: index, %arg12: index):
      "tensor.yield"(%arg4) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %22 = "tensor.pad"(%arg0) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg9: index, %arg10: index):
      "tensor.yield"(%arg4) : (f32) -> ()
    }) : (tensor<4x8xf32>) -> tensor<5x9xf32>
    %23 = "tensor.from_elements"(%arg5, %arg5) : (i32, i32) -> tensor<2xi32>
    %24 = "tensor.reshape"(%arg0, %23) : (tensor<4x8xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %25 = "tensor.expand_shape"(%arg3, %arg1, %arg1) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808>}> : (tensor<?x?xf32>, index, index) -> tensor<?x2x?xf32>
    %26 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<4x8xf32>) -> tensor<32xf32>
    %27 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> {foo} : (tensor<4x8xf32>) -> tensor<32xf32>
    %28 = "tensor.concat"(%arg0, %arg3) <{dim = 1 : i64}> : (tensor<4x8xf32>, tensor<?x?xf32>) -> tensor<4x?xf32>
    %29 = "tensor.splat"(%arg4) : (f32) -> tensor<4x8xf32>
    %30 = "tensor.splat"(%arg4, %arg1, %arg1) : (f32, index, index) -> tensor<?x3x?xf32>
    %31 = "tensor.bitcast"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %32 = "tensor.bitcast"(%arg3) : (tensor<?x?xf32>) -> tensor<4x?xf32>
    %33 = "tensor.gather"(%arg0, %arg6) <{gather_dims = array<i64: 0>}> : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x1x8xf32>
    %34 = "tensor.gather"(%arg0, %arg6) <{gather_dims = array<i64: 0>, unique}> : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
    %35 = "tensor.scatter"(%33, %arg0, %arg6) <{scatter_dims = array<i64: 0>, unique}> : (tensor<2x1x8xf32>, tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<4x8xf32>
    %36 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg7: index, %arg8: tensor<4x8xf32>):
      %37 = "tensor.extract_slice"(%arg8, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, index) -> tensor<1x8xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%37, %arg8, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<1x8xf32>, tensor<4x8xf32>, index) -> ()
        "tensor.parallel_insert_slice"(%37, %arg8, %arg7, %0) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> {foo} : (tensor<1x8xf32>, tensor<4x8xf32>, index, index) -> ()
      }) : () -> ()
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%36) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

