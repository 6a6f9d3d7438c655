"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, memref<3x?xf32>, memref<*xf32>, memref<3x4xf32>, index) -> (), sym_name = "copies"}> ({
  ^bb0(%arg0: memref<?x4xf32>, %arg1: memref<3x?xf32>, %arg2: memref<*xf32>, %arg3: memref<3x4xf32>, %arg4: index):
    "memref.copy"(%arg0, %arg1) : (memref<?x4xf32>, memref<3x?xf32>) -> ()
    "memref.copy"(%arg2, %arg0) : (memref<*xf32>, memref<?x4xf32>) -> ()
    "memref.copy"(%arg3, %arg3) : (memref<3x4xf32>, memref<3x4xf32>) -> ()
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 7 : index}> : () -> index
    %2 = "memref.dim"(%arg0, %0) : (memref<?x4xf32>, index) -> index
    %3 = "memref.dim"(%arg2, %1) : (memref<*xf32>, index) -> index
    %4 = "memref.dim"(%arg3, %arg4) : (memref<3x4xf32>, index) -> index
    %5 = "tensor.empty"(%arg4) : (index) -> tensor<?x4xf32>
    %6 = "tensor.dim"(%5, %0) : (tensor<?x4xf32>, index) -> index
    %7 = "memref.expand_shape"(%arg1, %arg4) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 3, -9223372036854775808, 2>}> : (memref<3x?xf32>, index) -> memref<1x3x?x2xf32>
    %8 = "memref.expand_shape"(%arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 1, 4>}> : (memref<3x4xf32>) -> memref<3x1x4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

