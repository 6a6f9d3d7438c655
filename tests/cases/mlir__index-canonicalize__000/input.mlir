// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @binary_constants() {
  %a = index.constant 7
  %b = index.constant -3
  %z = index.constant 0
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %divu = index.divu %a, %b
  %cdivs = index.ceildivs %a, %b
  %cdivu = index.ceildivu %a, %b
  %fdivs = index.floordivs %a, %b
  %rems = index.rems %a, %b
  %remu = index.remu %a, %b
  %divz = index.divs %a, %z
  "test.use"(%add, %sub, %mul, %divs, %divu, %cdivs, %cdivu, %fdivs, %rems, %remu, %divz) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
  return
}

