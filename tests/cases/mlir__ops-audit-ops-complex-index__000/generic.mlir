"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, complex<f32>, f32, complex<f64>, i64) -> (), sym_name = "complex_ops"}> ({
  ^bb0(%arg4: complex<f32>, %arg5: complex<f32>, %arg6: f32, %arg7: complex<f64>, %arg8: i64):
    %31 = "complex.abs"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %32 = "complex.add"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %33 = "complex.angle"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %34 = "complex.atan2"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %35 = "complex.bitcast"(%arg7) : (complex<f64>) -> i128
    %36 = "complex.conj"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %37 = "complex.constant"() <{value = [1.000000e+00 : f32, -2.500000e+00 : f32]}> : () -> complex<f32>
    %38 = "complex.cos"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %39 = "complex.create"(%arg6, %arg6) : (f32, f32) -> complex<f32>
    %40 = "complex.div"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %41 = "complex.eq"(%arg4, %arg5) : (complex<f32>, complex<f32>) -> i1
    %42 = "complex.exp"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %43 = "complex.expm1"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %44 = "complex.im"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %45 = "complex.log"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %46 = "complex.log1p"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %47 = "complex.mul"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %48 = "complex.neg"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %49 = "complex.neq"(%arg4, %arg5) : (complex<f32>, complex<f32>) -> i1
    %50 = "complex.pow"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %51 = "complex.powi"(%arg4, %arg8) : (complex<f32>, i64) -> complex<f32>
    %52 = "complex.re"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %53 = "complex.rsqrt"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %54 = "complex.sign"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %55 = "complex.sin"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %56 = "complex.sqrt"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %57 = "complex.sub"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %58 = "complex.tan"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %59 = "complex.tanh"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %60 = "complex.add"(%arg4, %arg5) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %61 = "complex.abs"(%arg4) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>) -> f32
    %62 = "complex.powi"(%arg4, %arg8) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, i64) -> complex<f32>
    %63 = "complex.re"(%arg4) <{fastmath = #arith.fastmath<contract>}> : (complex<f32>) -> f32
    %64 = "complex.bitcast"(%arg8) : (i64) -> complex<f32>
    %65 = "complex.constant"() <{value = [1 : i32, 0 : i32]}> : () -> complex<i32>
    %66 = "complex.constant"() <{value = [1.000000e-01, 1.000000e+20]}> : () -> complex<f64>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, i32, i64) -> (), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64):
    %0 = "index.add"(%arg0, %arg1) : (index, index) -> index
    %1 = "index.sub"(%arg0, %arg1) : (index, index) -> index
    %2 = "index.mul"(%arg0, %arg1) : (index, index) -> index
    %3 = "index.divs"(%arg0, %arg1) : (index, index) -> index
    %4 = "index.divu"(%arg0, %arg1) : (index, index) -> index
    %5 = "index.ceildivs"(%arg0, %arg1) : (index, index) -> index
    %6 = "index.ceildivu"(%arg0, %arg1) : (index, index) -> index
    %7 = "index.floordivs"(%arg0, %arg1) : (index, index) -> index
    %8 = "index.rems"(%arg0, %arg1) : (index, index) -> index
    %9 = "index.remu"(%arg0, %arg1) : (index, index) -> index
    %10 = "index.maxs"(%arg0, %arg1) : (index, index) -> index
    %11 = "index.maxu"(%arg0, %arg1) : (index, index) -> index
    %12 = "index.mins"(%arg0, %arg1) : (index, index) -> index
    %13 = "index.minu"(%arg0, %arg1) : (index, index) -> index
    %14 = "index.shl"(%arg0, %arg1) : (index, index) -> index
    %15 = "index.shrs"(%arg0, %arg1) : (index, index) -> index
    %16 = "index.shru"(%arg0, %arg1) : (index, index) -> index
    %17 = "index.and"(%arg0, %arg1) : (index, index) -> index
    %18 = "index.or"(%arg0, %arg1) : (index, index) -> index
    %19 = "index.xor"(%arg0, %arg1) : (index, index) -> index
    %20 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %21 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %22 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    %23 = "index.casts"(%arg2) : (i32) -> index
    %24 = "index.casts"(%arg0) : (index) -> i64
    %25 = "index.castu"(%arg3) : (i64) -> index
    %26 = "index.castu"(%arg0) : (index) -> i32
    %27 = "index.sizeof"() : () -> index
    %28 = "index.constant"() <{value = 7 : index}> : () -> index
    %29 = "index.bool.constant"() <{value = true}> : () -> i1
    %30 = "index.add"(%arg0, %arg1) {foo} : (index, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

