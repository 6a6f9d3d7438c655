"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> memref<?xf32, 1>, sym_name = "a"}> ({
  ^bb0(%arg9: tensor<4xf32>):
    %30 = "tensor.cast"(%arg9) : (tensor<4xf32>) -> tensor<?xf32>
    %31 = "bufferization.to_buffer"(%30) : (tensor<?xf32>) -> memref<?xf32, 1>
    "func.return"(%31) : (memref<?xf32, 1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> memref<?xf32>, sym_name = "b"}> ({
  ^bb0(%arg8: memref<4xf32>):
    %27 = "bufferization.to_tensor"(%arg8) : (memref<4xf32>) -> tensor<4xf32>
    %28 = "bufferization.to_buffer"(%27) : (tensor<4xf32>) -> memref<4xf32, strided<[?], offset: ?>>
    %29 = "memref.cast"(%28) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<?xf32>
    "func.return"(%29) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32>, sym_name = "c"}> ({
  ^bb0(%arg7: memref<?xf32, strided<[?], offset: ?>>):
    %25 = "bufferization.to_tensor"(%arg7) : (memref<?xf32, strided<[?], offset: ?>>) -> tensor<?xf32>
    %26 = "bufferization.to_buffer"(%25) : (tensor<?xf32>) -> memref<?xf32>
    "func.return"(%26) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>) -> (index, f32), sym_name = "d"}> ({
  ^bb0(%arg6: memref<?xf32>):
    %20 = "bufferization.to_tensor"(%arg6) : (memref<?xf32>) -> tensor<?xf32>
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "tensor.dim"(%20, %21) : (tensor<?xf32>, index) -> index
    %23 = "bufferization.to_buffer"(%20) : (tensor<?xf32>) -> memref<?xf32>
    %24 = "memref.load"(%23, %21) : (memref<?xf32>, index) -> f32
    "func.return"(%22, %24) : (index, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, index) -> (index, f32, tensor<?xf32>), sym_name = "e"}> ({
  ^bb0(%arg4: tensor<?xf32>, %arg5: index):
    %16 = "bufferization.to_buffer"(%arg4) : (tensor<?xf32>) -> memref<?xf32>
    %17 = "memref.dim"(%16, %arg5) : (memref<?xf32>, index) -> index
    %18 = "memref.load"(%16, %arg5) : (memref<?xf32>, index) -> f32
    %19 = "bufferization.to_tensor"(%16) : (memref<?xf32>) -> tensor<?xf32>
    "func.return"(%17, %18, %19) : (index, f32, tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> memref<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg3: memref<*xf32>):
    %12 = "bufferization.to_tensor"(%arg3) : (memref<*xf32>) -> tensor<*xf32>
    %13 = "bufferization.to_buffer"(%12) : (tensor<*xf32>) -> memref<*xf32, 2>
    %14 = "memref.cast"(%13) : (memref<*xf32, 2>) -> memref<4xf32, 2>
    %15 = "bufferization.clone"(%arg3) : (memref<*xf32>) -> memref<4xf32>
    "func.return"(%15) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> memref<*xf32>, sym_name = "g"}> ({
  ^bb0(%arg2: memref<4xf32>):
    %9 = "bufferization.to_tensor"(%arg2) : (memref<4xf32>) -> tensor<4xf32>
    %10 = "tensor.cast"(%9) : (tensor<4xf32>) -> tensor<*xf32>
    %11 = "bufferization.to_buffer"(%10) : (tensor<*xf32>) -> memref<*xf32>
    "func.return"(%11) : (memref<*xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index, tensor<?x?xf32>), sym_name = "h"}> ({
  ^bb0(%arg1: index):
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = -3 : index}> : () -> index
    %6 = "bufferization.alloc_tensor"(%arg1, %5) <{operandSegmentSizes = array<i32: 2, 0, 0>}> : (index, index) -> tensor<?x?xf32>
    %7 = "tensor.dim"(%6, %4) : (tensor<?x?xf32>, index) -> index
    %8 = "tensor.dim"(%6, %3) : (tensor<?x?xf32>, index) -> index
    "func.return"(%7, %8, %6) : (index, index, tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>) -> index, sym_name = "i"}> ({
  ^bb0(%arg0: tensor<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "bufferization.alloc_tensor"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<?xf32>
    %2 = "tensor.dim"(%1, %0) : (tensor<?xf32>, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

