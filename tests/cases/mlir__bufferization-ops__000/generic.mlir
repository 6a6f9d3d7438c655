#map = affine_map<(d0) -> (d0 + 7)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>) -> memref<*xf32>, sym_name = "test_clone"}> ({
  ^bb0(%arg13: memref<*xf32>):
    %14 = "bufferization.clone"(%arg13) : (memref<*xf32>) -> memref<*xf32>
    "func.return"(%14) : (memref<*xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi64>, tensor<*xi64>) -> (memref<?xi64, #map>, memref<*xi64, 1>), sym_name = "test_to_buffer"}> ({
  ^bb0(%arg11: tensor<?xi64>, %arg12: tensor<*xi64>):
    %12 = "bufferization.to_buffer"(%arg11) <{read_only}> : (tensor<?xi64>) -> memref<?xi64, #map>
    %13 = "bufferization.to_buffer"(%arg12) : (tensor<*xi64>) -> memref<*xi64, 1>
    "func.return"(%12, %13) : (memref<?xi64, #map>, memref<*xi64, 1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2xf32>) -> tensor<2xf32>, sym_name = "test_to_tensor"}> ({
  ^bb0(%arg10: memref<2xf32>):
    %11 = "bufferization.to_tensor"(%arg10) <{restrict, writable}> : (memref<2xf32>) -> tensor<2xf32>
    "func.return"(%11) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x5xf32>, index) -> tensor<?x5xf32>, sym_name = "test_alloc_tensor_op"}> ({
  ^bb0(%arg8: tensor<?x5xf32>, %arg9: index):
    %3 = "bufferization.alloc_tensor"(%arg9) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x5xf32>
    %4 = "bufferization.alloc_tensor"(%arg8) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?x5xf32>) -> tensor<?x5xf32>
    %5 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<5x6xf32>
    %6 = "bufferization.alloc_tensor"(%arg9, %arg9) <{operandSegmentSizes = array<i32: 2, 0, 0>}> : (index, index) -> tensor<?x?xf32>
    %7 = "bufferization.alloc_tensor"(%arg8) <{operandSegmentSizes = array<i32: 0, 1, 0>}> {escape = true} : (tensor<?x5xf32>) -> tensor<?x5xf32>
    %8 = "bufferization.alloc_tensor"(%arg9, %arg9) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> tensor<?x5xf32>
    %9 = "bufferization.alloc_tensor"(%arg9) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x5xf32>
    %10 = "bufferization.alloc_tensor"(%arg9, %arg9) <{memory_space = "foo", operandSegmentSizes = array<i32: 1, 0, 1>}> {x} : (index, index) -> tensor<?x5xf32>
    "func.return"(%4) : (tensor<?x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> (), sym_name = "test_dealloc_tensor_op"}> ({
  ^bb0(%arg7: tensor<4xi32>):
    "bufferization.dealloc_tensor"(%arg7) : (tensor<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>, memref<?xf32>) -> tensor<?xf32>, sym_name = "mid"}> ({
  ^bb0(%arg4: tensor<?xf32>, %arg5: tensor<?xf32>, %arg6: memref<?xf32>):
    %2 = "bufferization.materialize_in_destination"(%arg4, %arg5) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    "bufferization.materialize_in_destination"(%arg4, %arg6) <{restrict, writable}> : (tensor<?xf32>, memref<?xf32>) -> ()
    "func.return"(%2) : (tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2xi32>, i1, i1, memref<2xi32>) -> (i1, i1), sym_name = "dealloc"}> ({
  ^bb0(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>):
    %0:2 = "bufferization.dealloc"(%arg0, %arg3, %arg1, %arg2, %arg3, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<2xi32>, memref<2xi32>, i1, i1, memref<2xi32>, memref<2xi32>) -> (i1, i1)
    "bufferization.dealloc"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xi32>, i1) -> ()
    "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
    %1 = "bufferization.dealloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<2xi32>) -> i1
    "func.return"(%0#0, %1) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

