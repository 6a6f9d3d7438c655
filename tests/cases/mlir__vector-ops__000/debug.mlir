#loc2 = loc("input.mlir":3:32)
#loc3 = loc("input.mlir":3:50)
#loc4 = loc("input.mlir":3:69)
#loc5 = loc("input.mlir":3:88)
#loc6 = loc("input.mlir":3:109)
#loc7 = loc("input.mlir":3:120)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xi1>, vector<8xf32>, memref<?xf32>, tensor<4x4xf32>, index, f32) -> vector<8xf32>, sym_name = "masks_and_transfers"}> ({
  ^bb0(%arg0: vector<8xi1> loc("input.mlir":3:32), %arg1: vector<8xf32> loc("input.mlir":3:50), %arg2: memref<?xf32> loc("input.mlir":3:69), %arg3: tensor<4x4xf32> loc("input.mlir":3:88), %arg4: index loc("input.mlir":3:109), %arg5: f32 loc("input.mlir":3:120)):
    %0 = "vector.mask"(%arg0) ({
      %8 = "vector.transfer_read"(%arg2, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<8xf32> loc(#loc9)
      "vector.yield"(%8) : (vector<8xf32>) -> () loc(#loc8)
    }) : (vector<8xi1>) -> vector<8xf32> loc(#loc8)
    %1 = "vector.mask"(%arg0, %arg1) ({
      %7 = "vector.transfer_read"(%arg2, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<8xf32> loc(#loc11)
      "vector.yield"(%7) : (vector<8xf32>) -> () loc(#loc10)
    }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32> loc(#loc10)
    "vector.mask"(%arg0) ({
      "vector.transfer_write"(%arg1, %arg2, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, memref<?xf32>, index) -> () loc(#loc13)
      "vector.yield"() : () -> () loc(#loc12)
    }) : (vector<8xi1>) -> () loc(#loc12)
    %2 = "vector.mask"(%arg0) ({
      "vector.yield"(%arg1) : (vector<8xf32>) -> () loc(#loc15)
    }) : (vector<8xi1>) -> vector<8xf32> loc(#loc14)
    "vector.mask"(%arg0) ({
      "vector.yield"() : () -> () loc(#loc16)
    }) : (vector<8xi1>) -> () loc(#loc16)
    %3 = "vector.transfer_read"(%arg2, %arg4, %arg5, %arg0) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}> : (memref<?xf32>, index, f32, vector<8xi1>) -> vector<8xf32> loc(#loc17)
    %4 = "vector.transfer_read"(%arg3, %arg4, %arg4, %arg5) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (tensor<4x4xf32>, index, index, f32) -> vector<2x4xf32> loc(#loc18)
    %5 = "vector.transfer_read"(%arg3, %arg4, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (tensor<4x4xf32>, index, index, f32) -> vector<4xf32> loc(#loc19)
    %6 = "vector.transfer_write"(%4, %arg3, %arg4, %arg4) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map3}> : (vector<2x4xf32>, tensor<4x4xf32>, index, index) -> tensor<4x4xf32> loc(#loc20)
    "func.return"(%0) : (vector<8xf32>) -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc8 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":4:25)
#loc10 = loc("input.mlir":5:8)
#loc11 = loc("input.mlir":5:29)
#loc12 = loc("input.mlir":6:3)
#loc13 = loc("input.mlir":6:20)
#loc14 = loc("input.mlir":7:8)
#loc15 = loc("input.mlir":7:25)
#loc16 = loc("input.mlir":8:3)
#loc17 = loc("input.mlir":9:8)
#loc18 = loc("input.mlir":10:8)
#loc19 = loc("input.mlir":11:8)
#loc20 = loc("input.mlir":12:8)
#loc21 = loc("input.mlir":13:3)

