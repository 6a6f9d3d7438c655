"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xindex>, tensor<?xindex>, memref<4xf32>, f32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xindex>, %arg1: tensor<?xindex>, %arg2: memref<4xf32>, %arg3: f32, %arg4: i32):
    %0 = "emitc.literal"() <{value = "x"}> : () -> i32
    %1 = "shape.meet"(%arg0, %arg1) <{error = "shapes differ"}> : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
    %2 = "shape.meet"(%arg0, %arg1) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
    %3 = "bufferization.to_tensor"(%arg2) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
    %4 = "bufferization.to_tensor"(%arg2) : (memref<4xf32>) -> tensor<4xf32>
    %5 = "amdgpu.permlane_swap"(%arg3) <{bound_ctrl = false, fetch_inactive = false, row_length = 16 : i32}> : (f32) -> f32
    %6 = "llvm.intr.expect.with.probability"(%arg4, %arg4) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

