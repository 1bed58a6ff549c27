/** The device suites on serialport's mock binding (SerialPortMock.binding). */
import { describeBreathalyzer } from './test-support/breathalyzer-suite';
import { describeSerialConnection } from './test-support/connection-suite';
import { createMockHarness } from './test-support/mock-harness';
import { describeRfidReader } from './test-support/rfid-suite';

describeSerialConnection(() => createMockHarness('COM3'));
describeBreathalyzer(() => createMockHarness('COM3'));
describeRfidReader(() => createMockHarness('COM4'));
