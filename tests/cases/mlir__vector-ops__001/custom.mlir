#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @arith_like(%arg0: vector<8xf32>, %arg1: vector<4x8xf32>, %arg2: f32, %arg3: index, %arg4: vector<2xf32>) {
    %0 = vector.outerproduct %arg0, %arg0 : vector<8xf32>, vector<8xf32>
    %1 = vector.outerproduct %arg0, %arg0, %0 {kind = #vector.kind<maxnumf>} : vector<8xf32>, vector<8xf32>
    %2 = vector.outerproduct %arg0, %arg2 : vector<8xf32>, f32
    %3 = vector.reduction <add>, %arg0 : vector<8xf32> into f32
    %4 = vector.reduction <minimumf>, %arg0, %arg2 fastmath<fast> : vector<8xf32> into f32
    %5 = vector.multi_reduction <mul>, %arg1, %arg0 [0] : vector<4x8xf32> to vector<8xf32>
    %6 = vector.extract %arg1[%arg3, 2] : f32 from vector<4x8xf32>
    %7 = vector.extract %arg1[1] : vector<8xf32> from vector<4x8xf32>
    %8 = vector.insert %arg0, %arg1 [3] : vector<8xf32> into vector<4x8xf32>
    %9 = vector.broadcast %arg2 : f32 to vector<4x8xf32>
    %10 = vector.shuffle %arg4, %arg4 [0, 3, -1] : vector<2xf32>, vector<2xf32>
    %11 = vector.transpose %arg1, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
    %12 = vector.shape_cast %arg1 : vector<4x8xf32> to vector<32xf32>
    %13 = vector.extract_strided_slice %arg1 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
    %14 = vector.insert_strided_slice %13, %arg1 {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
    %15:2 = vector.to_elements %arg4 : vector<2xf32>
    %16 = vector.from_elements %15#0, %15#1 : vector<2xf32>
    %17 = vector.fma %arg0, %arg0, %arg0 : vector<8xf32>
    %18 = vector.bitcast %arg0 : vector<8xf32> to vector<16xf16>
    %19 = vector.interleave %arg4, %arg4 : vector<2xf32> -> vector<4xf32>
    %res1, %res2 = vector.deinterleave %arg0 : vector<8xf32> -> vector<4xf32>
    %20 = vector.constant_mask [2, 3] : vector<4x8xi1>
    %21 = vector.create_mask %arg3, %arg3 : vector<4x8xi1>
    %22 = vector.step : vector<8xindex>
    %vscale = vector.vscale
    %dest, %accumulated_value = vector.scan <add>, %arg1, %arg0 {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
    %23 = vector.broadcast %arg2 : f32 to vector<4x4xf32>
    %24 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg1, %11, %23 : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
    vector.print %arg0 : vector<8xf32>
    vector.print punctuation <comma>
    vector.print str "hello"
    return
  }
}

