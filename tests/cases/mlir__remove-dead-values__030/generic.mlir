"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, index) -> f32, sym_name = "mem"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %2 = "tensor.extract"(%arg0, %arg1) : (tensor<4xf32>, index) -> f32
    %3 = "tensor.insert"(%2, %arg0, %arg1) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    %4 = "memref.load"(%0, %arg1) : (memref<4xf32>, index) -> f32
    "memref.dealloc"(%0) : (memref<4xf32>) -> ()
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

