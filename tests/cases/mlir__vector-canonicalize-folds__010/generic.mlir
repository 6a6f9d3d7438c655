"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xi32>) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>), sym_name = "masked"}> ({
  ^bb0(%arg7: memref<16xf32>, %arg8: vector<16xf32>, %arg9: vector<16xf32>, %arg10: vector<16xi32>):
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 16>}> : () -> vector<16xi1>
    %25 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 0>}> : () -> vector<16xi1>
    %26 = "vector.maskedload"(%arg7, %23, %24, %arg8) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
    %27 = "vector.maskedload"(%arg7, %23, %25, %arg8) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
    "vector.maskedstore"(%arg7, %23, %24, %arg9) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> ()
    "vector.maskedstore"(%arg7, %23, %25, %arg9) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> ()
    %28 = "vector.gather"(%arg7, %23, %arg10, %25, %arg8) : (memref<16xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
    %29 = "vector.expandload"(%arg7, %23, %24, %arg8) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
    %30 = "vector.expandload"(%arg7, %23, %25, %arg8) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
    "vector.compressstore"(%arg7, %23, %24, %arg9) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> ()
    "vector.compressstore"(%arg7, %23, %25, %arg9) : (memref<16xf32>, index, vector<16xi1>, vector<16xf32>) -> ()
    "vector.scatter"(%arg7, %23, %arg10, %25, %arg9) : (memref<16xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> ()
    %31 = "vector.gather"(%arg7, %23, %arg10, %24, %arg8) : (memref<16xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
    "func.return"(%26, %27, %28, %29, %30, %31) : (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xf32>) -> vector<4xf32>, sym_name = "casts"}> ({
  ^bb0(%arg6: memref<16xf32>):
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "memref.cast"(%arg6) : (memref<16xf32>) -> memref<?xf32>
    %22 = "vector.load"(%21, %20) : (memref<?xf32>, index) -> vector<4xf32>
    "vector.store"(%22, %21, %20) : (vector<4xf32>, memref<?xf32>, index) -> ()
    "func.return"(%22) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2xf32>), sym_name = "shuffles"}> ({
  ^bb0(%arg4: vector<4xf32>, %arg5: vector<4xf32>):
    %16 = "vector.shuffle"(%arg4, %arg5) <{mask = array<i64: 0, 1, 2, 3>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %17 = "vector.shuffle"(%arg4, %arg5) <{mask = array<i64: 4, 5, 6, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %18 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %19 = "vector.shuffle"(%18, %18) <{mask = array<i64: 1, 6>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
    "func.return"(%16, %17, %19) : (vector<4xf32>, vector<4xf32>, vector<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>), sym_name = "masks"}> ({
  ^bb0(%arg3: index):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "vector.create_mask"(%arg3, %9) : (index, index) -> vector<4x3xi1>
    %12 = "vector.create_mask"(%10) : (index) -> vector<4xi1>
    %13 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 3>}> : () -> vector<4x3xi1>
    %14 = "vector.transpose"(%13) <{permutation = array<i64: 1, 0>}> : (vector<4x3xi1>) -> vector<3x4xi1>
    %15 = "vector.extract_strided_slice"(%13) <{offsets = [1, 0], sizes = [2, 3], strides = [1, 1]}> : (vector<4x3xi1>) -> vector<2x3xi1>
    "func.return"(%11, %12, %14, %15) : (vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, vector<4xf32>) -> (vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>), sym_name = "bcast"}> ({
  ^bb0(%arg1: f32, %arg2: vector<4xf32>):
    %5 = "vector.broadcast"(%arg2) : (vector<4xf32>) -> vector<1x4xf32>
    %6 = "vector.broadcast"(%arg1) : (f32) -> vector<4xf32>
    %7 = "vector.broadcast"(%6) : (vector<4xf32>) -> vector<2x4xf32>
    %8 = "vector.extract"(%7) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    "func.return"(%5, %7, %8) : (vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>) -> (vector<8xf32>, vector<2xf32>, f32), sym_name = "interleave"}> ({
  ^bb0(%arg0: vector<4xf32>):
    %0 = "vector.interleave"(%arg0, %arg0) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    %1:2 = "vector.deinterleave"(%arg0) : (vector<4xf32>) -> (vector<2xf32>, vector<2xf32>)
    %2 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %3 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %4 = "vector.reduction"(%2) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<2xf32>) -> f32
    "func.return"(%0, %1#0, %4) : (vector<8xf32>, vector<2xf32>, f32) -> ()
  }) : () -> ()
}) : () -> ()

