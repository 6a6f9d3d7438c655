"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, tensor<?x3xf32>, index) -> (f32, f32), sym_name = "constant_indices"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: tensor<?x3xf32>, %arg2: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 9 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.load"(%arg0, %0, %2) : (memref<4x8xf32>, index, index) -> f32
    %4 = "memref.load"(%arg0, %0, %1) : (memref<4x8xf32>, index, index) -> f32
    "memref.store"(%3, %arg0, %arg2, %2) : (f32, memref<4x8xf32>, index, index) -> ()
    %5 = "tensor.extract"(%arg1, %0, %2) : (tensor<?x3xf32>, index, index) -> f32
    %6 = "tensor.extract"(%arg1, %arg2, %arg2) : (tensor<?x3xf32>, index, index) -> f32
    "func.return"(%3, %5) : (f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

