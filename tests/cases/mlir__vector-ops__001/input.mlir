
func.func @arith_like(%a: vector<8xf32>, %b: vector<4x8xf32>, %p: f32, %i: index, %v: vector<2xf32>) {
  %0 = vector.outerproduct %a, %a : vector<8xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %a, %0 {kind = #vector.kind<maxnumf>} : vector<8xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %p : vector<8xf32>, f32
  %3 = vector.reduction <add>, %a : vector<8xf32> into f32
  %4 = vector.reduction <minimumf>, %a, %p fastmath<fast> : vector<8xf32> into f32
  %5 = vector.multi_reduction <mul>, %b, %a [0] : vector<4x8xf32> to vector<8xf32>
  %6 = vector.extract %b[%i, 2] : f32 from vector<4x8xf32>
  %7 = vector.extract %b[1] : vector<8xf32> from vector<4x8xf32>
  %8 = vector.insert %a, %b[3] : vector<8xf32> into vector<4x8xf32>
  %9 = vector.broadcast %p : f32 to vector<4x8xf32>
  %10 = vector.shuffle %v, %v [0, 3, -1] : vector<2xf32>, vector<2xf32>
  %11 = vector.transpose %b, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %12 = vector.shape_cast %b : vector<4x8xf32> to vector<32xf32>
  %13 = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %14 = vector.insert_strided_slice %13, %b {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %15:2 = vector.to_elements %v : vector<2xf32>
  %16 = vector.from_elements %15#0, %15#1 : vector<2xf32>
  %17 = vector.fma %a, %a, %a : vector<8xf32>
  %18 = vector.bitcast %a : vector<8xf32> to vector<16xf16>
  %19 = vector.interleave %v, %v : vector<2xf32> -> vector<4xf32>
  %20, %21 = vector.deinterleave %a : vector<8xf32> -> vector<4xf32>
  %22 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %23 = vector.create_mask %i, %i : vector<4x8xi1>
  %24 = vector.step : vector<8xindex>
  %25 = vector.vscale
  %26:2 = vector.scan <add>, %b, %a {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  %acc = vector.broadcast %p : f32 to vector<4x4xf32>
  %27 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %b, %11, %acc : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  vector.print %a : vector<8xf32>
  vector.print punctuation <comma>
  vector.print str "hello"
  return
}

