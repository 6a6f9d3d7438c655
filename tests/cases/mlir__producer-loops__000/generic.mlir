#map = affine_map<(d0, d1)[s0] -> (d0 * 64 + d1 + s0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<(d0) -> (d0 + 1)>
#map4 = affine_map<(d0) -> (d0, 63)>
#map5 = affine_map<() -> (64)>
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, -d1 + 20 >= 0)>
"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>, sym_name = "__constant_4xf32", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "state", type = memref<16xi64>}> : () -> ()
  "func.func"() <{function_type = (memref<64x64xf32>, memref<64x64xf32>, memref<64x64xf32, #map>, index) -> (), sym_name = "matmul"}> ({
  ^bb0(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32, #map>, %arg3: index):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %10 = "memref.get_global"() <{name = @__constant_4xf32}> : () -> memref<4xf32>
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg8: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 4 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg9: index):
        %29 = "affine.for"(%arg3, %9) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map3}> ({
        ^bb0(%arg10: index, %arg11: f32):
          %32 = "affine.load"(%arg0, %arg8, %arg10) <{map = #map1}> : (memref<64x64xf32>, index, index) -> f32
          %33 = "affine.load"(%arg1, %arg10, %arg9) <{map = #map1}> : (memref<64x64xf32>, index, index) -> f32
          %34 = "arith.mulf"(%32, %33) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
          %35 = "arith.addf"(%arg11, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.yield"(%35) : (f32) -> ()
        }) : (index, f32) -> f32
        "affine.if"(%arg8, %arg9) <{condition = #set}> ({
          "affine.store"(%29, %arg2, %arg8, %arg9) <{map = #map1}> : (f32, memref<64x64xf32, #map>, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
          %30 = "affine.apply"(%arg9) <{map = #map3}> : (index) -> index
          %31 = "affine.min"(%30) <{map = #map4}> : (index) -> index
          "affine.store"(%29, %arg2, %arg8, %30) <{map = #map1}> : (f32, memref<64x64xf32, #map>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %11 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xi32>
    %12 = "memref.cast"(%11) : (memref<4x4xi32>) -> memref<?x?xi32>
    %13 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4096>, static_strides = array<i64: 1>}> : (memref<64x64xf32>) -> memref<4096xf32>
    %14 = "memref.subview"(%arg1, %8) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 2>}> : (memref<64x64xf32>, index) -> memref<8x8xf32, strided<[64, 2], offset: ?>>
    %15 = "memref.dim"(%12, %8) : (memref<?x?xi32>, index) -> index
    %16 = "scf.while"(%8) ({
    ^bb0(%arg7: index):
      %28 = "arith.cmpi"(%arg7, %15) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.condition"(%28, %arg7) : (i1, index) -> ()
    }, {
    ^bb0(%arg6: index):
      %26 = "arith.constant"() <{value = 1 : index}> : () -> index
      %27 = "arith.addi"(%arg6, %26) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%27) : (index) -> ()
    }) : (index) -> index
    %17 = "scf.index_switch"(%16) <{cases = array<i64: 1>}> ({
      %25 = "ub.poison"() <{value = #ub.poison}> : () -> i32
      "scf.yield"(%25) : (i32) -> ()
    }, {
      %24 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.yield"(%24) : (i32) -> ()
    }) : (index) -> i32
    "scf.parallel"(%8, %8, %15, %15, %15, %15) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg4: index, %arg5: index):
      %20 = "math.sqrt"(%9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %21 = "complex.create"(%20, %20) : (f32, f32) -> complex<f32>
      %22 = "complex.abs"(%21) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
      %23 = "index.add"(%arg4, %arg5) : (index, index) -> index
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %18 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%18, %17)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%19: i32):  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> (i32, i64), sym_name = "external", sym_visibility = "private"}> ({
  }) {foo.linkage = "external"} : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "caller"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "memref.cast"(%0) : (memref<8xf32>) -> memref<?xf32>
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3:2 = "func.call"(%1, %2) <{callee = @external}> {tail} : (memref<?xf32>, index) -> (i32, i64)
    %4 = "arith.extsi"(%3#0) : (i32) -> i64
    %5 = "arith.addi"(%4, %3#1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %6 = "arith.trunci"(%5) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %7 = "func.constant"() <{value = @caller}> : () -> (() -> i32)
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} : () -> ()

