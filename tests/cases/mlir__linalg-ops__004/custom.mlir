module {
  func.func @others(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<2x3x3x5xf32>, %arg5: tensor<4x4x5x2xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<2x2x8x8xf32>, %arg8: f32) {
    %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>)
    %mapped_0 = linalg.map ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>)
      (%in: f32, %init: f32) {
        %2 = math.exp %in : f32
        %3 = math.exp %2 : f32
        linalg.yield %3 : f32
      }
    %reduced = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) dimensions = [1] 
    %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<8x4xf32>) permutation = [1, 0] 
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<4xf32>) outs(%arg1 : tensor<4x8xf32>) dimensions = [1] 
    %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg4 : tensor<2x3x3x5xf32>) outs(%arg5 : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
    %pack = linalg.pack %arg6 padding_value(%arg8 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg7 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
    %unpack = linalg.unpack %arg7 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg6 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
    return
  }
}

