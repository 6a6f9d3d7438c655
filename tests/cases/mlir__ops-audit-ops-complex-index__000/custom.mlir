module {
  func.func @complex_ops(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: complex<f64>, %arg4: i64) {
    %0 = complex.abs %arg0 : complex<f32>
    %1 = complex.add %arg0, %arg1 : complex<f32>
    %2 = complex.angle %arg0 : complex<f32>
    %3 = complex.atan2 %arg0, %arg1 : complex<f32>
    %4 = complex.bitcast %arg3 : complex<f64> to i128
    %5 = complex.conj %arg0 : complex<f32>
    %cst = complex.constant [1.000000e+00 : f32, -2.500000e+00 : f32] : complex<f32>
    %6 = complex.cos %arg0 : complex<f32>
    %7 = complex.create %arg2, %arg2 : complex<f32>
    %8 = complex.div %arg0, %arg1 : complex<f32>
    %9 = complex.eq %arg0, %arg1 : complex<f32>
    %10 = complex.exp %arg0 : complex<f32>
    %11 = complex.expm1 %arg0 : complex<f32>
    %12 = complex.im %arg0 : complex<f32>
    %13 = complex.log %arg0 : complex<f32>
    %14 = complex.log1p %arg0 : complex<f32>
    %15 = complex.mul %arg0, %arg1 : complex<f32>
    %16 = complex.neg %arg0 : complex<f32>
    %17 = complex.neq %arg0, %arg1 : complex<f32>
    %18 = complex.pow %arg0, %arg1 : complex<f32>
    %19 = complex.powi %arg0, %arg4 : complex<f32>, i64
    %20 = complex.re %arg0 : complex<f32>
    %21 = complex.rsqrt %arg0 : complex<f32>
    %22 = complex.sign %arg0 : complex<f32>
    %23 = complex.sin %arg0 : complex<f32>
    %24 = complex.sqrt %arg0 : complex<f32>
    %25 = complex.sub %arg0, %arg1 : complex<f32>
    %26 = complex.tan %arg0 : complex<f32>
    %27 = complex.tanh %arg0 : complex<f32>
    %28 = complex.add %arg0, %arg1 fastmath<fast> : complex<f32>
    %29 = complex.abs %arg0 fastmath<nnan> : complex<f32>
    %30 = complex.powi %arg0, %arg4 fastmath<fast> : complex<f32>, i64
    %31 = complex.re %arg0 fastmath<contract> : complex<f32>
    %32 = complex.bitcast %arg4 : i64 to complex<f32>
    %cst_0 = complex.constant [1 : i32, 0 : i32] : complex<i32>
    %cst_1 = complex.constant [1.000000e-01, 1.000000e+20] : complex<f64>
    return
  }
  func.func @index_ops(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) {
    %0 = index.add %arg0, %arg1
    %1 = index.sub %arg0, %arg1
    %2 = index.mul %arg0, %arg1
    %3 = index.divs %arg0, %arg1
    %4 = index.divu %arg0, %arg1
    %5 = index.ceildivs %arg0, %arg1
    %6 = index.ceildivu %arg0, %arg1
    %7 = index.floordivs %arg0, %arg1
    %8 = index.rems %arg0, %arg1
    %9 = index.remu %arg0, %arg1
    %10 = index.maxs %arg0, %arg1
    %11 = index.maxu %arg0, %arg1
    %12 = index.mins %arg0, %arg1
    %13 = index.minu %arg0, %arg1
    %14 = index.shl %arg0, %arg1
    %15 = index.shrs %arg0, %arg1
    %16 = index.shru %arg0, %arg1
    %17 = index.and %arg0, %arg1
    %18 = index.or %arg0, %arg1
    %19 = index.xor %arg0, %arg1
    %20 = index.cmp slt(%arg0, %arg1)
    %21 = index.cmp eq(%arg0, %arg1)
    %22 = index.cmp uge(%arg0, %arg1)
    %23 = index.casts %arg2 : i32 to index
    %24 = index.casts %arg0 : index to i64
    %25 = index.castu %arg3 : i64 to index
    %26 = index.castu %arg0 : index to i32
    %27 = index.sizeof
    %idx7 = index.constant 7
    %true = index.bool.constant true
    %28 = index.add %arg0, %arg1 {foo}
    return
  }
}

