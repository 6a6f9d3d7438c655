func.func @flags(%f: f32, %a: i32, %c: complex<f32>) {
  %0 = arith.addf %f, %f fastmath<ninf,nnan> : f32
  %1 = arith.addf %f, %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %2 = arith.addf %f, %f fastmath<fast,nnan> : f32
  %3 = arith.addi %a, %a overflow<nuw, nsw> : i32
  %4 = arith.addi %a, %a overflow<none> : i32
  %5 = math.exp %f fastmath<afn,contract> : f32
  %6 = complex.exp %c fastmath<nsz,arcp> : complex<f32>
  %7 = arith.addf %f, %f {fastmath = #arith.fastmath<nnan>} : f32
  %8 = arith.addf %f, %f fastmath<none> : f32
  %9 = math.fma %f, %f, %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f32
  %10 = arith.muli %a, %a overflow<nsw> {extra = "x"} : i32
  return
}
