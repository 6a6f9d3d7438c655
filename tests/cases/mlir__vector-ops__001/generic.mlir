#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<4x8xf32>, f32, index, vector<2xf32>) -> (), sym_name = "arith_like"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<4x8xf32>, %arg2: f32, %arg3: index, %arg4: vector<2xf32>):
    %0 = "vector.outerproduct"(%arg0, %arg0) <{kind = #vector.kind<add>}> : (vector<8xf32>, vector<8xf32>) -> vector<8x8xf32>
    %1 = "vector.outerproduct"(%arg0, %arg0, %0) <{kind = #vector.kind<maxnumf>}> : (vector<8xf32>, vector<8xf32>, vector<8x8xf32>) -> vector<8x8xf32>
    %2 = "vector.outerproduct"(%arg0, %arg2) <{kind = #vector.kind<add>}> : (vector<8xf32>, f32) -> vector<8xf32>
    %3 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
    %4 = "vector.reduction"(%arg0, %arg2) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<minimumf>}> : (vector<8xf32>, f32) -> f32
    %5 = "vector.multi_reduction"(%arg1, %arg0) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<4x8xf32>, vector<8xf32>) -> vector<8xf32>
    %6 = "vector.extract"(%arg1, %arg3) <{static_position = array<i64: -9223372036854775808, 2>}> : (vector<4x8xf32>, index) -> f32
    %7 = "vector.extract"(%arg1) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<8xf32>
    %8 = "vector.insert"(%arg0, %arg1) <{static_position = array<i64: 3>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %9 = "vector.broadcast"(%arg2) : (f32) -> vector<4x8xf32>
    %10 = "vector.shuffle"(%arg4, %arg4) <{mask = array<i64: 0, 3, -1>}> : (vector<2xf32>, vector<2xf32>) -> vector<3xf32>
    %11 = "vector.transpose"(%arg1) <{permutation = array<i64: 1, 0>}> : (vector<4x8xf32>) -> vector<8x4xf32>
    %12 = "vector.shape_cast"(%arg1) : (vector<4x8xf32>) -> vector<32xf32>
    %13 = "vector.extract_strided_slice"(%arg1) <{offsets = [1, 2], sizes = [2, 4], strides = [1, 1]}> : (vector<4x8xf32>) -> vector<2x4xf32>
    %14 = "vector.insert_strided_slice"(%13, %arg1) <{offsets = [0, 0], strides = [1, 1]}> : (vector<2x4xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %15:2 = "vector.to_elements"(%arg4) : (vector<2xf32>) -> (f32, f32)
    %16 = "vector.from_elements"(%15#0, %15#1) : (f32, f32) -> vector<2xf32>
    %17 = "vector.fma"(%arg0, %arg0, %arg0) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %18 = "vector.bitcast"(%arg0) : (vector<8xf32>) -> vector<16xf16>
    %19 = "vector.interleave"(%arg4, %arg4) : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
    %20:2 = "vector.deinterleave"(%arg0) : (vector<8xf32>) -> (vector<4xf32>, vector<4xf32>)
    %21 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 3>}> : () -> vector<4x8xi1>
    %22 = "vector.create_mask"(%arg3, %arg3) : (index, index) -> vector<4x8xi1>
    %23 = "vector.step"() : () -> vector<8xindex>
    %24 = "vector.vscale"() : () -> index
    %25:2 = "vector.scan"(%arg1, %arg0) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4x8xf32>, vector<8xf32>) -> (vector<4x8xf32>, vector<8xf32>)
    %26 = "vector.broadcast"(%arg2) : (f32) -> vector<4x4xf32>
    %27 = "vector.contract"(%arg1, %11, %26) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
    "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (vector<8xf32>) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello"}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

