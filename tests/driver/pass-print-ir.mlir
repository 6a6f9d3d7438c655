// ARGS: --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-ir-before=symbol-privatize,print-ir -p builtin.module(func.func(strip-debuginfo),print-ir{label=mid},symbol-privatize) -o /dev/null
#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}
