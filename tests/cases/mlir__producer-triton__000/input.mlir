#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("/tmp/kernel.py":18:0)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  "tt.func"() <{arg_attrs = [{tt.divisibility = 16 : i32}, {tt.divisibility = 16 : i32}, {tt.divisibility = 16 : i32}, {}], function_type = (!tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32) -> (), sym_name = "add_kernel", sym_visibility = "public"}> ({
  ^bb0(%arg0: !tt.ptr<f32> loc("/tmp/kernel.py":18:0), %arg1: !tt.ptr<f32> loc("/tmp/kernel.py":18:0), %arg2: !tt.ptr<f32> loc("/tmp/kernel.py":18:0), %arg3: i32 loc("/tmp/kernel.py":18:0)):
    %c1024_i32 = arith.constant 1024 : i32 loc(#loc1)
    %0 = "tt.get_program_id"() <{axis = 0 : i32}> : () -> i32 loc(#loc2)
    %1 = arith.muli %0, %c1024_i32 : i32 loc(#loc3)
    %2 = "tt.make_range"() <{end = 1024 : i32, start = 0 : i32}> : () -> tensor<1024xi32, #blocked> loc(#loc4)
    %3 = "tt.splat"(%1) : (i32) -> tensor<1024xi32, #blocked> loc(#loc5)
    %4 = arith.addi %3, %2 : tensor<1024xi32, #blocked> loc(#loc5)
    %5 = "tt.splat"(%arg3) : (i32) -> tensor<1024xi32, #blocked> loc(#loc6)
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32, #blocked> loc(#loc6)
    %c0 = arith.constant 0 : index loc(#loc1)
    %c4 = arith.constant 4 : index loc(#loc1)
    %c1 = arith.constant 1 : index loc(#loc1)
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked> loc(#loc1)
    %7 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %cst) -> (tensor<1024xf32, #blocked>) {
      %8 = "tt.splat"(%arg0) : (!tt.ptr<f32>) -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc7)
      %9 = "tt.addptr"(%8, %4) : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc7)
      %10 = "tt.load"(%9, %6) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked> loc(#loc8)
      %11 = arith.addf %arg5, %10 : tensor<1024xf32, #blocked> loc(#loc9)
      scf.yield %11 : tensor<1024xf32, #blocked> loc(#loc9)
    } loc(#loc9)
    %true = arith.constant true
    %12 = scf.if %true -> (i32) {
      scf.yield %1 : i32
    } else {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    } loc(#loc10)
    %13 = "tt.splat"(%arg2) : (!tt.ptr<f32>) -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc10)
    %14 = "tt.addptr"(%13, %4) : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc10)
    "tt.store"(%14, %7, %6) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32}> : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> () loc(#loc11)
    "tt.return"() : () -> () loc(#loc12)
  }) {noinline = false} : () -> () loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("/tmp/kernel.py":19:24)
#loc3 = loc("/tmp/kernel.py":20:24)
#loc4 = loc("/tmp/kernel.py":21:41)
#loc5 = loc("/tmp/kernel.py":21:28)
#loc6 = loc("/tmp/kernel.py":22:21)
#loc7 = loc("/tmp/kernel.py":23:24)
#loc8 = loc("/tmp/kernel.py":23:16)
#loc9 = loc("/tmp/kernel.py":24:17)
#loc10 = loc("/tmp/kernel.py":26:26)
#loc11 = loc("/tmp/kernel.py":26:35)
#loc12 = loc("/tmp/kernel.py":26:4)
