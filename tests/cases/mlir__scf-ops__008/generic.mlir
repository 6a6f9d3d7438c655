"builtin.module"() ({
  "func.func"() <{function_type = (memref<1024xf32>, index, index, index) -> f32, sym_name = "conditional_reduce"}> ({
  ^bb0(%arg0: memref<1024xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "scf.for"(%arg1, %arg2, %arg3, %0) ({
    ^bb0(%arg4: index, %arg5: f32):
      %3 = "test.load"(%arg0, %arg4) : (memref<1024xf32>, index) -> f32
      %4 = "arith.cmpf"(%3, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %5 = "scf.if"(%4) ({
        %6 = "arith.addf"(%arg5, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%6) : (f32) -> ()
      }, {
        "scf.yield"(%arg5) : (f32) -> ()
      }) : (i1) -> f32
      "scf.yield"(%5) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

