module {
  func.func @flags(%arg0: f32, %arg1: i32, %arg2: complex<f32>) {
    %0 = arith.addf %arg0, %arg0 fastmath<nnan,ninf> : f32
    %1 = arith.addf %arg0, %arg0 fastmath<fast> : f32
    %2 = arith.addf %arg0, %arg0 fastmath<fast> : f32
    %3 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
    %4 = arith.addi %arg1, %arg1 : i32
    %5 = math.exp %arg0 fastmath<contract,afn> : f32
    %6 = complex.exp %arg2 fastmath<nsz,arcp> : complex<f32>
    %7 = arith.addf %arg0, %arg0 fastmath<nnan> : f32
    %8 = arith.addf %arg0, %arg0 : f32
    %9 = math.fma %arg0, %arg0, %arg0 fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f32
    %10 = arith.muli %arg1, %arg1 overflow<nsw> {extra = "x"} : i32
    return
  }
}

